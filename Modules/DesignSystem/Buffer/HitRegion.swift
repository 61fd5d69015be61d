/// What a click or a wheel step over part of a frame does, said as the keys it stands for.
///
/// Widgets record these while they draw, in the rectangles they draw into, so the mouse is
/// hit-tested against the very layout on screen and never against a second copy of it.
public enum HitAction: Sendable, Equatable {
    /// A click plays these keys (a button, a hint, a board cell).
    case press([Key])
    /// Rows of a list or table, from row `first` of `count`, with `selected` selected: a click
    /// selects a row, a click on the selected row opens it (Enter); the wheel moves the selection.
    case rows(first: Int, count: Int, selected: Int?)
    /// Content that scrolls: each wheel step is `step` presses of Up or Down.
    case scroll(step: Int)
}

/// A rectangle of a frame and what the mouse does over it.
public struct HitRegion: Sendable, Equatable {
    /// The cells the region covers, in frame coordinates.
    public var rect: Rect
    /// What a click or a wheel step over the region does.
    public var action: HitAction

    /// Creates a region.
    public init(rect: Rect, action: HitAction) {
        self.rect = rect
        self.action = action
    }

    /// Whether the cell at `x`, `y` is inside.
    func contains(x: Int, y: Int) -> Bool {
        x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY
    }

    /// The keys that `event` over this region stands for; nil when the region does not take it.
    func keys(for event: MouseEvent) -> [Key]? {
        switch (event.kind, action) {
        case (.press, .press(let keys)) where event.button == .left:
            return keys
        case (.press, .rows(let first, let count, let selected)) where event.button == .left:
            let (index, overflow) = first.addingReportingOverflow(event.y - rect.y)
            guard !overflow, index >= 0, index < count else { return nil }
            guard let selected else { return Array(repeating: .down, count: index + 1) }
            if index == selected { return [.enter] }
            return Array(repeating: index > selected ? .down : .up, count: abs(index - selected))
        case (.wheelUp, .rows): return [.up]
        case (.wheelDown, .rows): return [.down]
        case (.wheelUp, .scroll(let step)): return Array(repeating: .up, count: max(1, step))
        case (.wheelDown, .scroll(let step)): return Array(repeating: .down, count: max(1, step))
        default: return nil
        }
    }
}

extension CellBuffer {
    /// Records what the mouse does over `rect` (cut to the buffer); regions recorded later lie
    /// on top of earlier ones.
    public mutating func addHitRegion(_ rect: Rect, _ action: HitAction) {
        let x = max(0, rect.x)
        let y = max(0, rect.y)
        let clipped = Rect(x: x, y: y, width: min(rect.maxX, size.width) - x, height: min(rect.maxY, size.height) - y)
        guard !clipped.isEmpty else { return }
        hitRegions.append(HitRegion(rect: clipped, action: action))
    }

    /// Forgets every region recorded so far: what a modal covers cannot be clicked.
    public mutating func removeHitRegions() {
        hitRegions.removeAll()
    }

    /// The keys a mouse event stands for: those of the topmost region under it that takes it.
    public func keys(for event: MouseEvent) -> [Key] {
        hitRegions.keys(for: event)
    }
}

extension [HitRegion] {
    /// The keys of the topmost (last) region under `event` that takes it; none if no region does.
    func keys(for event: MouseEvent) -> [Key] {
        for region in reversed() where region.contains(x: event.x, y: event.y) {
            if let keys = region.keys(for: event) { return keys }
        }
        return []
    }
}
