import SystemCalls

/// The watching end of `tree --watch`: connects to the running app, asks for a watch and reads
/// its updates, one line at a time, each checked before use.
public final class InstanceWatchClient: Sendable {
    /// What the next read brought.
    public enum Event: Equatable, Sendable {
        /// The tree after a change.
        case update(RIBTreeUpdate)
        /// A line that is not an update within limits; the watch goes on with the next one.
        case badLine(RIBTreeUpdate.Problem)
        /// The app closed the watch: it quit (or dropped this watcher).
        case ended
    }

    private let descriptor: Int32
    /// What the connection sent before ``run(_:)``: the first update, and maybe more.
    private let received: [UInt8]

    /// Connects to the instance at `location` and asks it for a watch; the app's refusal (too
    /// many watchers, another user) comes as the first line and is thrown here.
    public init(location: InstanceSocketLocation, timeoutSeconds: Int = 10) throws(InstanceSocketClient.Failure) {
        // The first answer is the tree, at once; an error line says why there is none.
        let opening = try InstanceStreamOpening(
            location: location, message: .watch, lineLimit: RIBTreeUpdate.maximumLineLength, timeoutSeconds: timeoutSeconds,
            missingFirstLine: "a tree")
        descriptor = opening.descriptor
        // The first line is an update like the others: `run` reads it again.
        received = opening.first + [UInt8(ascii: "\n")] + opening.buffered
    }

    deinit { Descriptor.close(descriptor) }

    /// Reads the watch to its end, calling `handle` with each event on the calling thread,
    /// the last one ``Event/ended``. Call it, or ``runUntil(_:)``, once; it blocks for as long
    /// as the watch lasts.
    public func run(_ handle: (Event) -> Void) {
        runUntil { event in
            handle(event)
            return false
        }
    }

    /// As ``run(_:)``, but stops after the first event for which `handle` returns true.
    public func runUntil(_ handle: (Event) -> Bool) {
        var reader = WatchLineReader(descriptor: descriptor, buffered: received)
        while let line = reader.nextLine(deadline: nil) {
            let event: Event
            do {
                event = .update(try RIBTreeUpdate(line: line))
            } catch {
                event = .badLine(error)
            }
            if handle(event) { return }
        }
        _ = handle(.ended)
    }
}
