import SystemCalls

/// The start of a request that keeps its connection (a tree watch, an inspection): connected to
/// the running app, the request sent, and the first line the app answers with read within a
/// time limit. The app's refusal (too many followers, another user) is that first line, an
/// `error:` line, and is thrown.
struct InstanceStreamOpening {
    /// The connection, blocking with no time limit from here on: the app speaks when something
    /// changes, which may be never.
    let descriptor: Int32
    /// The first line (without its line feed).
    let first: [UInt8]
    /// What came after the first line in the same reads.
    let buffered: [UInt8]

    /// Opens `message` on the instance at `location`; `missingFirstLine` names what the app
    /// should have answered, for the error when the connection ends before it.
    init(
        location: InstanceSocketLocation, message: InstanceMessage, lineLimit: Int, timeoutSeconds: Int, missingFirstLine: String
    ) throws(InstanceSocketClient.Failure) {
        let path = location.socketPath
        if let reason = FileIdentity(path: path)?.reasonItIsNotOurSocket { throw .notOurSocket(path: path, reason: reason) }
        let descriptor: Int32
        do {
            descriptor = try UnixSocket.connect(to: path)
        } catch {
            if error.meansNoListener { throw .noInstance }
            throw .io(error.description)
        }
        UnixSocket.setTimeout(descriptor, seconds: timeoutSeconds)
        // Not shut down for writing: the app takes the end of this side as the end of the request.
        guard UnixSocket.write(descriptor, Array(message.line.utf8)) else {
            Descriptor.close(descriptor)
            throw .io("the running app closed the connection")
        }
        var reader = WatchLineReader(descriptor: descriptor)
        reader.limit = lineLimit
        guard let first = reader.nextLine(deadline: .now + .seconds(timeoutSeconds)) else {
            Descriptor.close(descriptor)
            throw reader.isAtEnd ? .io("the running app closed the connection without \(missingFirstLine)") : .timedOut(seconds: timeoutSeconds)
        }
        if first.starts(with: Array("error:".utf8)) {
            Descriptor.close(descriptor)
            throw .io(String(decoding: first.prefix(InstanceMessage.maximumLength), as: UTF8.self))
        }
        UnixSocket.setTimeout(descriptor, seconds: 0)
        self.descriptor = descriptor
        self.first = first
        buffered = reader.buffered
    }
}
