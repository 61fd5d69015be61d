/// The focus among a screen's controls, moved by Tab and Shift-Tab (and, where a screen lets
/// it, the arrow keys), wrapping around at both ends.
public struct FocusRing<ID: Hashable & Sendable>: Sendable {
    /// The controls, in focus order.
    public private(set) var order: [ID]
    /// The focused control.
    public private(set) var focused: ID?

    /// Creates a ring over `order`, focusing `focused` or else the first control.
    public init(_ order: [ID], focused: ID? = nil) {
        self.order = order
        self.focused = focused.flatMap { order.contains($0) ? $0 : nil } ?? order.first
    }

    /// Focuses `id`, if it is in the ring.
    public mutating func focus(_ id: ID) {
        if position(of: id) != nil { focused = id }
    }

    /// Where `id` is in the order. A loop of its own: the standard library's `firstIndex(of:)`
    /// runs unspecialised from a generic type in another module, at some 2,000 instructions a
    /// call, and a screen asks on every frame (``keys(toFocus:)``).
    func position(of id: ID) -> Int? {
        for index in order.indices where order[index] == id { return index }
        return nil
    }

    /// Where the focused control is in the order; 0 when none is.
    var focusedPosition: Int {
        guard let focused, let index = position(of: focused) else { return 0 }
        return index
    }

    /// Moves the focus by `delta` places, wrapping around.
    public mutating func move(by delta: Int) {
        guard !order.isEmpty else { return }
        let current = focusedPosition
        focused = order[((current + delta) % order.count + order.count) % order.count]
    }

    /// Moves the focus for Tab and Shift-Tab, and for the arrow keys when `arrows` says so;
    /// returns whether the key was used.
    public mutating func handle(_ key: Key, arrows: Bool = false) -> Bool {
        switch key {
        case .tab: move(by: 1)
        case .backTab: move(by: -1)
        case .right where arrows, .down where arrows: move(by: 1)
        case .left where arrows, .up where arrows: move(by: -1)
        default: return false
        }
        return true
    }
}
