extension FocusRing {
    /// The Tab presses that move the focus to `id` (none when it has it, or is not in the ring):
    /// what a click on a control plays before the key that presses it.
    public func keys(toFocus id: ID) -> [Key] {
        guard let target = position(of: id) else { return [] }
        let current = focusedPosition
        return Array(repeating: .tab, count: (target - current + order.count) % order.count)
    }
}
