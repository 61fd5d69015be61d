/// The first place a replay went differently from its recording: the step, the input that
/// started it, and what differs (expected against got, states by JSON path).
public struct SessionDifference: Equatable, Sendable, CustomStringConvertible {
    /// The step's number, from 0.
    public var step: Int
    /// `step 14 (key "enter" at 3.201 s)`.
    public var title: String
    /// What differs, one line each.
    public var lines: [String]

    /// Creates a difference.
    public init(step: Int, title: String, lines: [String]) {
        self.step = step
        self.title = title
        self.lines = lines
    }

    /// The title, then each line indented.
    public var description: String {
        ([title + ":"] + lines.map { "  " + $0 }).joined(separator: "\n")
    }

    /// An action or a state in a few words: `action Board#3 select(2)`, `state Board#3`.
    static func describe(_ kind: SessionEvent.Kind) -> String {
        switch kind {
        case .action(let screen, let model, let action): "action \(screen)#\(model) \(action.count > 120 ? String(action.prefix(119)) + "…" : action)"
        case .state(let screen, let model, _): "state \(screen)#\(model)"
        default: kind.name
        }
    }

    /// The lines saying how `got` differs from `expected`, the first output they disagree on.
    static func compare(expected: [SessionEvent.Kind], got: [SessionEvent.Kind]) -> [String]? {
        for index in 0..<max(expected.count, got.count) {
            let wanted = index < expected.count ? expected[index] : nil
            let had = index < got.count ? got[index] : nil
            guard wanted != had else { continue }
            let position = "output \(index + 1)"
            switch (wanted, had) {
            case (let wanted?, nil):
                return ["\(position): expected \(describe(wanted)); the app did nothing more (\(got.count) of \(expected.count))"]
            case (nil, let had?):
                return ["\(position): the app also did \(describe(had)), which the recording does not have"]
            case (.state(let screen, let model, .full(let wantedState))?, .state(let otherScreen, let otherModel, .full(let hadState))?)
            where screen == otherScreen && model == otherModel:
                return ["\(position): \(describe(wanted!)) differs (expected → got):"] + hadState.changes(from: wantedState).map { "  " + $0 }
            case (let wanted?, let had?):
                return ["\(position): expected \(describe(wanted))", "\(String(repeating: " ", count: position.count))       got \(describe(had))"]
            case (nil, nil): continue
            }
        }
        return nil
    }
}
