/// How strongly a widget holds the focus it marks: a field or button being typed into beats a
/// selected row, which beats the start of content that only scrolls.
public enum FocusKind: Int, Sendable, Comparable {
    /// Content that scrolls (a post): the cursor rests on its first row.
    case content
    /// A selected row of a list or table.
    case selection
    /// A focused text field (at its caret) or button.
    case input

    /// Whether `lhs` holds the focus less strongly than `rhs`.
    public static func < (lhs: FocusKind, rhs: FocusKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The cell the focus is drawn at, and how strongly it is held.
public struct FocusMark: Sendable, Equatable {
    /// The column of the cell.
    public var x: Int
    /// The row of the cell.
    public var y: Int
    /// What kind of widget marked it.
    public var kind: FocusKind
    /// Whether the cell is a text field's caret, drawn in reverse video: where the terminal's
    /// own cursor is shown (accessible mode) it is the caret, and the cell is drawn plainly, since
    /// a block cursor on a reversed cell would turn it back and hide the caret.
    public var isCaret = false
}

extension CellBuffer {
    /// Marks the cell at `x`, `y` as where the focus is drawn. Widgets call it from the layout
    /// they draw with, so the cursor of accessible mode lands on the very cells shown. A mark of
    /// a stronger or equal kind replaces the one before; cells off the buffer are ignored.
    public mutating func markFocus(x: Int, y: Int, kind: FocusKind) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        if let focus, focus.kind > kind { return }
        focus = FocusMark(x: x, y: y, kind: kind)
    }

    /// Marks the cell at `x`, `y` as a text field's caret: the focus of an ``FocusKind/input``
    /// (see ``FocusMark/isCaret``).
    public mutating func markCaret(x: Int, y: Int) {
        markFocus(x: x, y: y, kind: .input)
        if focus?.x == x, focus?.y == y { focus?.isCaret = true }
    }

    /// Records that an alert titled `title` is drawn, so accessible mode's announcement line
    /// reads it out, whether the alert is a modal or part of a screen's own view.
    public mutating func announceAlert(title: String) {
        alertTitle = title
    }

    /// Forgets the focus marked so far: a modal drawn over the screen holds it now.
    public mutating func clearFocus() {
        focus = nil
    }
}
