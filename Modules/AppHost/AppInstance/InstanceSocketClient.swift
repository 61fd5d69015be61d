import SystemCalls

/// The sending end of the instance channel, as `MainCLI open` and `MainCLI tree` use it.
public enum InstanceSocketClient {
    /// Why a request got no answer.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No instance listens (no socket, or a stale one nobody answers on).
        case noInstance
        case tooLong
        /// The link cannot be framed as one line (see ``InstanceMessage/problem(inLink:)``).
        case invalidLink(String)
        /// The app took the request but gave no answer within the client's limit.
        case timedOut(seconds: Int)
        /// Something other than this user's socket sits at the path; it was not connected to.
        case notOurSocket(path: String, reason: String)
        case io(String)

        public var description: String {
            switch self {
            case .noInstance: "no running instance"
            case .tooLong: "the request is over \(InstanceMessage.maximumLength) bytes"
            case .invalidLink(let problem): problem
            case .timedOut(let seconds): "the running app did not answer within \(seconds) s"
            case .notOurSocket(let path, let reason): "\(path) is not this app's socket (\(reason)); nothing was sent"
            case .io(let message): message
            }
        }
    }

    /// Sends `message` to the instance at `location` and returns its reply.
    public static func send(_ message: InstanceMessage, to location: InstanceSocketLocation, timeoutSeconds: Int = 10) throws(Failure) -> String {
        // Checked before it is framed: a CR or LF in a link would end its line early.
        if case .open(let link) = message, let problem = InstanceMessage.problem(inLink: link) { throw .invalidLink(problem) }
        let bytes = Array(message.line.utf8)
        guard bytes.count <= InstanceMessage.maximumLength else { throw .tooLong }
        return try send(raw: bytes, to: location, timeoutSeconds: timeoutSeconds)
    }

    /// Sends `bytes` as they are (tests use it for what a well-behaved client never sends).
    public static func send(raw bytes: [UInt8], to location: InstanceSocketLocation, timeoutSeconds: Int = 10) throws(Failure) -> String {
        let path = location.socketPath
        // connect follows symbolic links: one planted at the path would hand the link to
        // whatever socket it points at, so the path must be this user's socket itself.
        if let reason = FileIdentity(path: path)?.reasonItIsNotOurSocket { throw .notOurSocket(path: path, reason: reason) }
        let descriptor: Int32
        do {
            descriptor = try UnixSocket.connect(to: location.socketPath)
        } catch {
            if error.meansNoListener { throw .noInstance }
            throw .io(error.description)
        }
        defer { Descriptor.close(descriptor) }
        UnixSocket.setTimeout(descriptor, seconds: timeoutSeconds)
        UnixSocket.write(descriptor, bytes)
        UnixSocket.shutdownWriting(descriptor)
        let reply = UnixSocket.read(descriptor, limit: 1 << 20, untilNewline: false, deadline: .now + .seconds(timeoutSeconds))
        if reply.timedOut { throw .timedOut(seconds: timeoutSeconds) }
        guard !reply.bytes.isEmpty else { throw .io("the instance closed the connection without a reply") }
        return String(decoding: reply.bytes, as: UTF8.self)
    }
}
