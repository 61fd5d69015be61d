/// One step of a recording: an input and what the app did after it, up to the next input.
/// Step 0 is the launch: what the app did before the first input.
public struct SessionStep: Sendable {
    /// The step's number, from 0.
    public var number: Int
    /// The input that starts it; nil for step 0.
    public var input: SessionEvent?
    /// The actions and states the app sent, in order (every state whole).
    public var outputs: [SessionEvent]
    /// The tree's changes, in order.
    public var treeChanges: [RIBTreeChange]
    /// When the step starts (its input's time; 0 for the launch).
    public var time: Double
    /// When the next step starts, or the recording ends.
    public var endTime: Double
    /// What the app told about links before its launch (step 0 only), told again before the replay's.
    public var launchNotices: [String] = []
    /// The digest of the last frame drawn in the step, when one was: what the screen showed
    /// once the step had settled (``SessionFrameDigest``).
    public var lastFrameDigest: String?

    /// The recording cut into steps.
    public static func steps(of recording: SessionRecording) -> [SessionStep] {
        var steps = [SessionStep(number: 0, input: nil, outputs: [], treeChanges: [], time: 0, endTime: 0)]
        for event in recording.events {
            switch event.kind {
            // Told before anything else happened (before the launch, as MainCLI tells it), a notice
            // is part of the launch, not a step of its own.
            case .linkChannel(let message) where steps.count == 1 && steps[0].outputs.isEmpty && steps[0].treeChanges.isEmpty:
                steps[0].launchNotices.append(message)
            case let kind where kind.isInput:
                steps[steps.count - 1].endTime = event.time
                steps.append(SessionStep(number: steps.count, input: event, outputs: [], treeChanges: [], time: event.time, endTime: event.time))
            case .action, .state: steps[steps.count - 1].outputs.append(event)
            case .tree(let changes): steps[steps.count - 1].treeChanges += changes
            case .frame(let digest): steps[steps.count - 1].lastFrameDigest = digest
            case .end: steps[steps.count - 1].endTime = event.time
            default: break
            }
        }
        return steps
    }

    /// `step 14 (key "enter" at 3.201 s)`, as the messages name it.
    public var title: String {
        guard let input else { return "step 0 (the launch)" }
        return "step \(number) (\(Self.describe(input.kind)) at \(Self.seconds(input.time)) s)"
    }

    static func seconds(_ time: Double) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// An input in a few words: `key "enter"`, `resize 80x24`, `link ribs-training://post/3`.
    static func describe(_ kind: SessionEvent.Kind) -> String {
        switch kind {
        case .key(.paste(let text)): "paste " + SessionReadError.quoted(text)
        case .key(let key): "key " + SessionReadError.quoted(SessionKeyText.text(for: key) ?? "?")
        case .resize(let width, let height): "resize \(width)x\(height)"
        case .suspend: "suspend"
        case .resume: "resume"
        case .link(let url): "link " + SessionReadError.quoted(url)
        case .appearance(let value): "appearance \(value)"
        case .linkChannel: "the links notice"
        default: kind.name
        }
    }
}
