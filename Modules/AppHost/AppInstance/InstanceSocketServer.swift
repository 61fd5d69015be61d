import Dispatch
import Synchronization
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The running app's end of the instance channel: a Unix domain socket that accepts one
/// request per connection from the same user, hands it to the main actor and replies with
/// what happened.
///
/// Made in two steps: ``init(location:replyTimeoutSeconds:requestDeadline:watchHub:inspectorHub:handler:)``
/// takes the socket (so the app knows at once whether another instance has it), and
/// ``startAccepting()`` starts serving it on a thread of its own, which the app does after its
/// first frame: a client that connects in between waits in the socket's backlog.
///
/// Connections are served concurrently, each on a thread of its own, at most
/// ``maximumConnections`` at once (one more is told the app is busy), and each request must
/// arrive whole within ``requestDeadline``: clients that connect and say nothing cannot hold
/// up `tree` or `open`. A connection owns its thread for as long as it lasts, so a request
/// that keeps its connection open fits the same shape: `watch` does, and is sent the tree at
/// each change from the ``RIBTreeWatchHub`` (`TreeWatchConnection`).
public final class InstanceSocketServer: Sendable {
    /// Why the server could not start.
    public enum StartError: Error, Equatable, CustomStringConvertible {
        /// Another instance answers on the socket.
        case alreadyRunning(String)
        /// Something other than this user's socket sits at the path (a symbolic link, a file,
        /// another user's socket): it is neither followed nor removed.
        case notOurSocket(path: String, reason: String)
        case location(InstanceSocketLocation.Problem)
        case socket(String)

        public var description: String {
            switch self {
            case .alreadyRunning(let path): "another instance is listening on \(path)"
            case .notOurSocket(let path, let reason): "\(path) is not this app's socket (\(reason)); it was left alone"
            case .location(let problem): problem.description
            case .socket(let message): message
            }
        }
    }

    /// What the app answers a request with, on the main actor.
    public typealias Handler = @MainActor @Sendable (InstanceMessage) -> String

    /// The most connections served at once.
    public static let maximumConnections = 8

    public let location: InstanceSocketLocation
    private let socket: ListeningSocket
    private let handler: Handler
    /// Where `watch` requests get their updates; without one they are refused.
    private let watchHub: RIBTreeWatchHub?
    /// Where `inspect` requests get their feed; without one they are refused.
    private let inspectorHub: InspectorHub?
    private let listener = Mutex(ListenerState())
    private let connections = Atomic<Int>(0)
    private let replyTimeoutSeconds: Int
    /// How long a client has to send its whole request once connected.
    public let requestDeadline: Duration
    /// The socket file this server bound, so `stop` never removes one another instance put there.
    private let boundFile: FileIdentity?

    /// Whether the accept loop runs and still owns the listening socket; guarded so `stop`
    /// never wakes through a descriptor number the loop has closed and the system may have reused.
    private struct ListenerState {
        var isAccepting = false
        var isStopped = false
        var isClosed = false
    }

    /// Listens at `location`, replacing a socket left by an instance that crashed (one nobody
    /// answers on); requests are served once ``startAccepting()`` is called. Throws
    /// `alreadyRunning` if an instance answers, `notOurSocket` if the path holds anything but
    /// this user's socket.
    /// `replyTimeoutSeconds` bounds the wait for the main actor, to start and again to finish
    /// (tests on a loaded machine give it longer); `requestDeadline` the wait for the request itself. `watchHub` serves
    /// `watch` requests, `inspectorHub` `inspect` requests.
    public init(
        location: InstanceSocketLocation, replyTimeoutSeconds: Int = 5, requestDeadline: Duration = .seconds(2),
        watchHub: RIBTreeWatchHub? = nil, inspectorHub: InspectorHub? = nil, handler: @escaping Handler
    ) throws(StartError) {
        self.location = location
        self.watchHub = watchHub
        self.inspectorHub = inspectorHub
        self.replyTimeoutSeconds = replyTimeoutSeconds
        self.requestDeadline = requestDeadline
        self.handler = handler
        do {
            try location.prepare()
        } catch {
            throw .location(error)
        }
        let path = location.socketPath
        if let existing = FileIdentity(path: path) {
            if let problem = existing.reasonItIsNotOurSocket { throw .notOurSocket(path: path, reason: problem) }
            if let live = try? UnixSocket.connect(to: path) {
                Descriptor.close(live)
                throw .alreadyRunning(path)
            }
            // Nobody answers: a crashed instance's socket. Remove it and take its place.
            FileSystem.unlink(path)
        }
        do throws(UnixSocket.Failure) {
            socket = try ListeningSocket(path: path, backlog: 16)
        } catch {
            throw .socket(error.description)
        }
        boundFile = FileIdentity(path: path)
    }

    /// Starts serving the socket on a thread of its own; a second call does nothing, and neither
    /// does a call after ``stop()``. Throws `socket` when the system will not start the thread:
    /// the socket is then closed and removed, as ``stop()`` would.
    public func startAccepting() throws(StartError) {
        let starts = listener.withLock { state in
            guard !state.isAccepting, !state.isStopped else { return false }
            state.isAccepting = true
            return true
        }
        guard starts else { return }
        guard ThreadStarter.start(name: "instance-socket", { [self] in acceptLoop() }) else {
            // No loop will own the socket: closed here, whether or not a `stop` came meanwhile
            // (one that did took the wake-up path and left the closing to the loop).
            listener.withLock { state in
                state.isAccepting = false
                state.isStopped = true
                guard !state.isClosed else { return }
                state.isClosed = true
                socket.close()
            }
            stop()
            throw .socket("the system would not start a thread to listen on \(location.socketPath)")
        }
    }

    /// Stops accepting and removes the socket, so the next `open` starts a new instance.
    public func stop() {
        // Watchers hear the app is going before the socket does.
        watchHub?.finish()
        inspectorHub?.finish()
        let path = location.socketPath
        // Only the file this server bound: another instance may have replaced it meanwhile.
        if let boundFile, FileIdentity(path: path)?.isSameFile(as: boundFile) == true { FileSystem.unlink(path) }
        listener.withLock { state in
            guard !state.isStopped else { return }
            state.isStopped = true
            guard !state.isClosed else { return }
            if state.isAccepting {
                // The wake-up pipe ends the waiting accept (shutdown would not on BSD); the loop
                // then closes the socket. Under the lock, so the loop cannot have closed the pipe
                // (and its number been reused) in between.
                socket.wake()
            } else {
                // No loop owns the socket: it is closed here.
                state.isClosed = true
                socket.close()
            }
        }
    }

    private func acceptLoop() {
        accepting: while !listener.withLock({ $0.isStopped }) {
            switch socket.accept() {
            case .connection(let connection): admit(connection)
            case .retry: continue
            // Out of descriptors or memory for now: the channel waits rather than dies.
            case .exhausted: ListeningSocket.pauseBeforeRetry()
            case .woken, .failed: break accepting
            }
        }
        listener.withLock { state in
            state.isClosed = true
            socket.close()
        }
    }

    /// Serves `connection` on a thread of its own, or tells it the app is busy.
    private func admit(_ connection: Int32) {
        let admitted = connections.add(1, ordering: .acquiringAndReleasing).newValue
        guard admitted <= Self.maximumConnections else {
            connections.subtract(1, ordering: .acquiringAndReleasing)
            UnixSocket.setTimeout(connection, seconds: 1)
            UnixSocket.write(connection, Array("error: busy: the app is already serving \(Self.maximumConnections) requests; try again\n".utf8))
            Descriptor.close(connection)
            return
        }
        let started = ThreadStarter.start(name: "instance-connection") { [self] in
            serve(connection)
            Descriptor.close(connection)
            connections.subtract(1, ordering: .acquiringAndReleasing)
        }
        guard started else {
            UnixSocket.setTimeout(connection, seconds: 1)
            UnixSocket.write(connection, Array("error: busy: the app could not start a thread for the request; try again\n".utf8))
            Descriptor.close(connection)
            connections.subtract(1, ordering: .acquiringAndReleasing)
            return
        }
    }

    private func serve(_ connection: Int32) {
        UnixSocket.setTimeout(connection, seconds: 2)
        guard PeerCredentials.admits(PeerCredentials(socket: connection), ownUID: ProcessIdentity.userID) else {
            UnixSocket.write(connection, Array("error: refused: the sender is another user\n".utf8))
            return
        }
        let received = UnixSocket.read(
            connection, limit: InstanceMessage.maximumLength, untilNewline: true, deadline: ContinuousClock.now + requestDeadline)
        let reply: String
        if received.timedOut {
            reply = "error: timed out: the request did not arrive within \(requestDeadline.wholeSecondsText); nothing was done\n"
        } else if received.bytes.count > InstanceMessage.maximumLength {
            reply = "error: refused: the message is over \(InstanceMessage.maximumLength) bytes\n"
        } else if let text = String(validating: received.bytes, as: UTF8.self), let message = InstanceMessage(line: text) {
            if message == .watch, let watchHub {
                TreeWatchConnection(descriptor: connection, hub: watchHub).serve()
                return
            }
            if message == .inspect, let inspectorHub {
                InspectorConnection(descriptor: connection, hub: inspectorHub).serve()
                return
            }
            reply = answer(message)
        } else {
            reply = "error: refused: not a request this app understands\n"
        }
        UnixSocket.write(connection, Array(reply.utf8))
    }

    /// Asks the main actor for the answer and waits for it, a bounded time: at most
    /// `replyTimeoutSeconds` for the handler to start, and once it has started at most that long
    /// again for it to finish, so a connection never waits more than twice the limit. A request
    /// that has not started in time is withdrawn before it runs, so what the client was told timed
    /// out never happens later; one that started and overran is answered "timed out" too, saying
    /// it may still take effect (a handler on the main actor cannot be stopped halfway).
    private func answer(_ message: InstanceMessage) -> String {
        let request = PendingRequest()
        let handler = self.handler
        Task { @MainActor in
            guard request.start() else { return }
            request.finish(with: handler(message))
        }
        switch request.outcome(within: .seconds(replyTimeoutSeconds)) {
        case .answered(let reply): return reply.hasSuffix("\n") ? reply : reply + "\n"
        case .withdrawn: return "error: timed out: the app did not answer within \(replyTimeoutSeconds) s; nothing was done\n"
        case .overran:
            return "error: timed out: the app took the request but did not finish it within \(2 * replyTimeoutSeconds) s; it may still take effect\n"
        }
    }
}

extension Duration {
    /// `2 s` (or `300 ms`), as the channel's messages say a limit.
    fileprivate var wholeSecondsText: String {
        let milliseconds = components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
    }
}
