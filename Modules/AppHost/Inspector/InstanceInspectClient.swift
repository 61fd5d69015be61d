import SystemCalls

/// The inspecting end of `MainCLI inspect`: connects to the running app, asks for an inspection
/// and reads its lines, each checked before use.
public final class InstanceInspectClient: Sendable {
    /// What the next read brought.
    public enum Event: Equatable, Sendable {
        case line(InspectorLine)
        /// A line that is not an inspector line within limits; the inspection goes on.
        case badLine(InspectorLine.Problem)
        /// The inspection is over, and why.
        case ended(Ending)
    }

    /// Why an inspection ended.
    public enum Ending: Equatable, Sendable {
        /// The app said it was quitting, or it is gone (killed): its socket no longer answers.
        case appQuit
        /// The stream stopped without the app's last line while the app still answers: it
        /// dropped this inspector, which it does only to one that stopped reading for longer
        /// than `sendDeadline`.
        case dropped(sendDeadline: Duration)
    }

    private let descriptor: Int32
    private let received: [UInt8]
    private let location: InstanceSocketLocation

    /// Connects to the instance at `location` and asks it for an inspection; the app's refusal
    /// (too many inspectors) comes as the first line and is thrown here.
    public init(location: InstanceSocketLocation, timeoutSeconds: Int = 10) throws(InstanceSocketClient.Failure) {
        let opening = try InstanceStreamOpening(
            location: location, message: .inspect, lineLimit: InspectorLine.maximumLineLength, timeoutSeconds: timeoutSeconds,
            missingFirstLine: "a greeting")
        guard (try? InspectorLine(line: opening.first))?.kind == .hello else {
            Descriptor.close(opening.descriptor)
            throw .io("the running app does not speak the inspector's protocol")
        }
        descriptor = opening.descriptor
        received = opening.buffered
        self.location = location
    }

    deinit { Descriptor.close(descriptor) }

    /// Reads the inspection to its end, calling `handle` with each event on the calling thread,
    /// the last one ``Event/ended(_:)``. Call it once; it blocks for as long as the inspection lasts.
    public func run(_ handle: (Event) -> Void) {
        var reader = WatchLineReader(descriptor: descriptor, buffered: received)
        reader.limit = InspectorLine.maximumLineLength
        while let line = reader.nextLine(deadline: nil) {
            do {
                let line = try InspectorLine(line: line)
                if line.kind == .end {
                    handle(.ended(.appQuit))
                    return
                }
                handle(.line(line))
            } catch {
                handle(.badLine(error))
            }
        }
        handle(.ended(endingWithoutLastLine()))
    }

    /// A stream that stopped without the app's last line: the app was killed (or quit before its
    /// last line left), or it dropped this inspector. Only a live app answers on its socket.
    private func endingWithoutLastLine() -> Ending {
        let answers = (try? InstanceSocketClient.send(.tree(json: true), to: location, timeoutSeconds: 2)) != nil
        return answers ? .dropped(sendDeadline: InspectorConnection.sendDeadline) : .appQuit
    }
}
