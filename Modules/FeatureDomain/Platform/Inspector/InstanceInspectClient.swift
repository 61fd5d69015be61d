/// The inspecting end of `MainCLI inspect`: connects to the running app, asks for an inspection
/// and reads its lines, each checked before use.
public final class InstanceInspectClient: Sendable {
    /// What the next read brought.
    public enum Event: Equatable, Sendable {
        case line(InspectorLine)
        /// A line that is not an inspector line within limits; the inspection goes on.
        case badLine(InspectorLine.Problem)
        /// The app closed the inspection: it quit.
        case ended
    }

    private let descriptor: Int32
    private let received: [UInt8]

    /// Connects to the instance at `location` and asks it for an inspection; the app's refusal
    /// (too many inspectors) comes as the first line and is thrown here.
    public init(location: InstanceSocketLocation, timeoutSeconds: Int = 10) throws(InstanceSocketClient.Failure) {
        let path = location.socketPath
        if let reason = FileIdentity(path: path)?.reasonItIsNotOurSocket { throw .notOurSocket(path: path, reason: reason) }
        let descriptor: Int32
        do {
            descriptor = try UnixSocket.connect(to: path)
        } catch {
            if [SystemCalls.noSuchFile, SystemCalls.connectionRefused, SystemCalls.notADirectory].contains(error.code) { throw .noInstance }
            throw .io(error.description)
        }
        UnixSocket.setTimeout(descriptor, seconds: timeoutSeconds)
        guard UnixSocket.write(descriptor, Array(InstanceMessage.inspect.line.utf8)) else {
            SystemCalls.close(descriptor)
            throw .io("the running app closed the connection")
        }
        var reader = WatchLineReader(descriptor: descriptor)
        reader.limit = InspectorLine.maximumLineLength
        guard let first = reader.nextLine(deadline: .now + .seconds(timeoutSeconds)) else {
            SystemCalls.close(descriptor)
            throw reader.isAtEnd ? .io("the running app closed the connection without a greeting") : .timedOut(seconds: timeoutSeconds)
        }
        if first.starts(with: Array("error:".utf8)) {
            SystemCalls.close(descriptor)
            throw .io(String(decoding: first.prefix(InstanceMessage.maximumLength), as: UTF8.self))
        }
        guard (try? InspectorLine(line: first))?.kind == .hello else {
            SystemCalls.close(descriptor)
            throw .io("the running app does not speak the inspector's protocol")
        }
        UnixSocket.setTimeout(descriptor, seconds: 0)
        self.descriptor = descriptor
        received = reader.buffered
    }

    deinit { SystemCalls.close(descriptor) }

    /// Reads the inspection to its end, calling `handle` with each event on the calling thread,
    /// the last one ``Event/ended``. Call it once; it blocks for as long as the inspection lasts.
    public func run(_ handle: (Event) -> Void) {
        var reader = WatchLineReader(descriptor: descriptor, buffered: received)
        reader.limit = InspectorLine.maximumLineLength
        while let line = reader.nextLine(deadline: nil) {
            do {
                handle(.line(try InspectorLine(line: line)))
            } catch {
                handle(.badLine(error))
            }
        }
        handle(.ended)
    }
}
