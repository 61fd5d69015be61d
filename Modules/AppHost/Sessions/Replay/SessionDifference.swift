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

    /// The screen model an action or a state came from (`Board#3`).
    static func model(of kind: SessionEvent.Kind) -> String {
        switch kind {
        case .action(let screen, let model, _), .state(let screen, let model, _): "\(screen)#\(model)"
        default: kind.name
        }
    }

    /// The lines saying how `got` differs from `expected`, at the first output they disagree on.
    /// Each screen model's outputs are compared in order; outputs of different models are not
    /// ordered against each other, as two loads finishing in the same step may end either way round.
    static func compare(expected: [SessionEvent.Kind], got: [SessionEvent.Kind]) -> [String]? {
        var models: [String] = []
        var expectedByModel: [String: [SessionEvent.Kind]] = [:]
        var gotByModel: [String: [SessionEvent.Kind]] = [:]
        for kind in expected {
            if expectedByModel[model(of: kind)] == nil { models.append(model(of: kind)) }
            expectedByModel[model(of: kind), default: []].append(kind)
        }
        for kind in got {
            if expectedByModel[model(of: kind)] == nil, gotByModel[model(of: kind)] == nil { models.append(model(of: kind)) }
            gotByModel[model(of: kind), default: []].append(kind)
        }
        for name in models {
            if let lines = compare(model: name, expected: expectedByModel[name] ?? [], got: gotByModel[name] ?? []) { return lines }
        }
        return nil
    }

    /// How far `got` is in the outputs `expected`, model by model as ``compare(expected:got:)``
    /// looks at them: whether every model has all its outputs, and whether one has gone another
    /// way already (an output the recording does not have, or another one in its place).
    static func progress(expected: [SessionEvent.Kind], got: [SessionEvent.Kind]) -> (isComplete: Bool, hasDiverged: Bool) {
        var expectedByModel: [String: [SessionEvent.Kind]] = [:]
        for kind in expected { expectedByModel[model(of: kind), default: []].append(kind) }
        var gotCounts: [String: Int] = [:]
        for kind in got {
            let name = model(of: kind)
            let index = gotCounts[name, default: 0]
            gotCounts[name] = index + 1
            guard let wanted = expectedByModel[name], index < wanted.count, wanted[index] == kind else { return (false, true) }
        }
        let isComplete = expectedByModel.allSatisfy { gotCounts[$0.key, default: 0] >= $0.value.count }
        return (isComplete, false)
    }

    private static func compare(model name: String, expected: [SessionEvent.Kind], got: [SessionEvent.Kind]) -> [String]? {
        for index in 0..<max(expected.count, got.count) {
            let wanted = index < expected.count ? expected[index] : nil
            let had = index < got.count ? got[index] : nil
            guard wanted != had else { continue }
            let position = "\(name), output \(index + 1)"
            switch (wanted, had) {
            case (let wanted?, nil):
                return ["\(position): expected \(describe(wanted)); the app did nothing more (\(got.count) of \(expected.count))"]
            case (nil, let had?):
                return ["\(position): the app also did \(describe(had)), which the recording does not have"]
            case (.state(_, _, .full(let wantedState))?, .state(_, _, .full(let hadState))?):
                return ["\(position): \(describe(wanted!)) differs (expected → got):"] + hadState.changes(from: wantedState).map { "  " + $0 }
            case (let wanted?, let had?):
                return ["\(position): expected \(describe(wanted))", "\(String(repeating: " ", count: position.count))       got \(describe(had))"]
            case (nil, nil): continue
            }
        }
        return nil
    }
}
