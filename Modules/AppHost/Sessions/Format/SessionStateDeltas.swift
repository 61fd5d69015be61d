/// Each screen model's last whole state, so that a writer can write only the fields that
/// changed and a reader can rebuild the whole state from them.
public struct SessionStateDeltas: Sendable {
    private var last: [Int: InspectorJSON] = [:]

    /// Creates an empty book: every model's first state is written whole.
    public init() {}

    /// What to write for `state`, model `model`'s new state: a delta once the model has a
    /// whole state recorded and both are objects, the whole state otherwise.
    public mutating func written(_ state: InspectorJSON, model: Int) -> SessionState {
        defer { last[model] = state }
        guard let previous = last[model], let delta = state.delta(from: previous) else { return .full(state) }
        return .delta(changed: delta.changed, removed: delta.removed)
    }

    /// The whole state a line's `state` stands for; nil for a delta of a model with no whole
    /// state before it, or of a state that is not an object.
    public mutating func read(_ state: SessionState, model: Int) -> InspectorJSON? {
        let whole: InspectorJSON
        switch state {
        case .full(let value): whole = value
        case .delta(let changed, let removed):
            guard let previous = last[model], let applied = previous.applying(changed: changed, removed: removed) else { return nil }
            whole = applied
        }
        last[model] = whole
        return whole
    }
}
