extension InspectorJSON {
    /// The top-level fields of this object that differ from `old`'s, and the names `old` had
    /// that this one lacks; nil when either is not an object.
    public func delta(from old: InspectorJSON) -> (changed: [String: InspectorJSON], removed: [String])? {
        guard case .object(let before) = old, case .object(let after) = self else { return nil }
        let changed = after.filter { before[$0.key] != $0.value }
        let removed = before.keys.filter { after[$0] == nil }.sorted()
        return (changed, removed)
    }

    /// This object with `changed`'s fields set and `removed`'s taken away; nil when this is not
    /// an object.
    public func applying(changed: [String: InspectorJSON], removed: [String]) -> InspectorJSON? {
        guard case .object(var fields) = self else { return nil }
        for name in removed { fields[name] = nil }
        fields.merge(changed) { _, new in new }
        return .object(fields)
    }

}
