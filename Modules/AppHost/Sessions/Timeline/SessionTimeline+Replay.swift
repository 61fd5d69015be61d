import DesignSystem

extension SessionTimeline {
    /// The timeline of `recording`, replayed step by step without a terminal (``SessionReplay``,
    /// as `replay --check` runs it, from the recorded data in a temporary directory): after each
    /// step has settled, the tree and the frame the replay shows, and the step's recorded
    /// actions, states and tree changes as log lines. `name` names the file in the title.
    ///
    /// The replay runs to the end even where it goes differently from the recording (the
    /// title then says from which step), so every step can be looked at.
    @MainActor
    public static func replaying(_ recording: SessionRecording, named name: String) async throws(SessionReplayError) -> SessionTimeline {
        let replay = try SessionReplay(recording: recording, updating: true)
        defer { replay.finish() }
        var steps: [Step] = []
        var states: [Int: InspectorJSON] = [:]
        let noTree = RIBTreeSnapshot(router: "(no tree yet)", isActive: false, view: nil, isOnScreen: false, children: [])
        for step in replay.steps {
            await replay.run(to: step.number)
            var frame = replay.frame
            // A step that changed nothing on screen shares its frame with the one before.
            if let previous = steps.last?.frame, previous == frame { frame = previous }
            steps.append(
                Step(
                    index: step.number, time: step.time, cause: step.input.map { SessionStep.describe($0.kind) } ?? "launch",
                    tree: replay.tree ?? noTree, frame: frame, log: logLines(of: step, states: &states)))
        }
        let header = recording.header
        var title = "\(name), recorded \(header.recorded) by MainCLI \(header.app.version)"
        if let difference = replay.difference {
            title += "; replayed, it goes differently from step \(difference.step)"
        }
        return SessionTimeline(title: title, steps: steps)
    }

    /// A step's recorded outputs as the log shows them: `action LoggedOut#1 login(…)`,
    /// `state LoggedOut#1 isSigningIn: false → true`, `tree LoggedInRouter attached`.
    /// `states` holds each model's last state, for what changed.
    static func logLines(of step: SessionStep, states: inout [Int: InspectorJSON]) -> [String] {
        var lines: [String] = []
        for output in step.outputs {
            switch output.kind {
            case .action(let screen, let model, let action):
                lines.append("action \(screen)#\(model) \(action)")
            case .state(let screen, let model, .full(let state)):
                // A model's first state is listed field by field, as changes from nothing.
                let previous = states[model] ?? (state.isObject ? .object([:]) : nil)
                let changes = state.changes(from: previous)
                states[model] = state
                lines.append("state \(screen)#\(model) " + (changes.isEmpty ? "(no change)" : changes.joined(separator: "; ")))
            case .state(let screen, let model, .delta(let changed, let removed)):
                // The reader makes every state whole; a delta is named as it stands.
                lines.append(
                    "state \(screen)#\(model) changed \(changed.keys.sorted().joined(separator: ", "))"
                        + (removed.isEmpty ? "" : ", removed \(removed.joined(separator: ", "))"))
            default: break
            }
        }
        lines += step.treeChanges.map { "tree \($0.description)" }
        return lines
    }
}

extension InspectorJSON {
    fileprivate var isObject: Bool {
        if case .object = self { true } else { false }
    }
}
