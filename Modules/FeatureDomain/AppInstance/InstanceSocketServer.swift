import Dispatch
import Foundation
import Glibc
import Synchronization

/// The running app's end of the instance channel: a Unix domain socket that accepts one
/// request per connection from the same user, hands it to the main actor and replies with
/// what happened. Connections are served one at a time on a background thread.
public final class InstanceSocketServer: Sendable {
    /// Why the server could not start.
    public enum StartError: Error, Equatable, CustomStringConvertible {
        /// Another instance answers on the socket.
        case alreadyRunning(String)
        case location(InstanceSocketLocation.Problem)
        case socket(String)

        public var description: String {
            switch self {
            case .alreadyRunning(let path): "another instance is listening on \(path)"
            case .location(let problem): problem.description
            case .socket(let message): message
            }
        }
    }

    /// What the app answers a request with, on the main actor.
    public typealias Handler = @MainActor @Sendable (InstanceMessage) -> String

    public let location: InstanceSocketLocation
    private let descriptor: Int32
    private let handler: Handler
    private let stopped = Mutex(false)
    private let replyTimeoutSeconds: Int

    /// Listens at `location`, replacing a socket left by an instance that crashed (one nobody
    /// answers on). Throws `alreadyRunning` if an instance answers.
    /// `replyTimeoutSeconds` bounds the wait for the main actor (tests on a loaded machine
    /// give it longer).
    public init(location: InstanceSocketLocation, replyTimeoutSeconds: Int = 5, handler: @escaping Handler) throws(StartError) {
        self.location = location
        self.replyTimeoutSeconds = replyTimeoutSeconds
        self.handler = handler
        do {
            try location.prepare()
        } catch {
            throw .location(error)
        }
        let path = location.socketPath
        if access(path, F_OK) == 0 {
            if let live = try? UnixSocket.connect(to: path) {
                close(live)
                throw .alreadyRunning(path)
            }
            // Nobody answers: a crashed instance's socket. Remove it and take its place.
            unlink(path)
        }
        do throws(UnixSocket.Failure) {
            let descriptor = try UnixSocket.make()
            let bound = try UnixSocket.withAddress(path) { bind(descriptor, $0, $1) }
            guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 8) == 0 else {
                let failure = UnixSocket.Failure(call: "bind", code: errno)
                close(descriptor)
                throw failure
            }
            self.descriptor = descriptor
        } catch {
            throw .socket(error.description)
        }
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "instance-socket"
        thread.start()
    }

    /// Stops accepting and removes the socket, so the next `open` starts a new instance.
    public func stop() {
        let wasStopped = stopped.withLock { value in
            defer { value = true }
            return value
        }
        guard !wasStopped else { return }
        unlink(location.socketPath)
        // shutdown wakes the blocked accept; the loop then closes the descriptor.
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        while !stopped.withLock({ $0 }) {
            let connection = accept(descriptor, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                break
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            serve(connection)
            close(connection)
        }
        close(descriptor)
    }

    private func serve(_ connection: Int32) {
        UnixSocket.setTimeout(connection, seconds: 2)
        guard PeerCredentials.admits(PeerCredentials(socket: connection), ownUID: getuid()) else {
            UnixSocket.write(connection, Array("error: refused: the sender is another user\n".utf8))
            return
        }
        let bytes = UnixSocket.read(connection, limit: InstanceMessage.maximumLength, untilNewline: true)
        let reply: String
        if bytes.count > InstanceMessage.maximumLength {
            reply = "error: refused: the message is over \(InstanceMessage.maximumLength) bytes\n"
        } else if let text = String(validating: bytes, as: UTF8.self), let message = InstanceMessage(line: text) {
            reply = answer(message)
        } else {
            reply = "error: refused: not a request this app understands\n"
        }
        UnixSocket.write(connection, Array(reply.utf8))
    }

    /// Asks the main actor for the answer and waits for it, a bounded time.
    private func answer(_ message: InstanceMessage) -> String {
        let box = ReplyBox()
        let done = DispatchSemaphore(value: 0)
        let handler = self.handler
        Task { @MainActor in
            let reply = handler(message)
            box.reply.withLock { $0 = reply }
            done.signal()
        }
        guard done.wait(timeout: .now() + .seconds(replyTimeoutSeconds)) == .success, let reply = box.reply.withLock({ $0 }) else {
            return "error: the app did not answer in time\n"
        }
        return reply.hasSuffix("\n") ? reply : reply + "\n"
    }
}

/// The main actor's answer, handed back to the socket thread.
private final class ReplyBox: Sendable {
    let reply = Mutex<String?>(nil)
}
