/// A pressable label. Focused, it is drawn `> Label <` and highlighted; disabled, in the
/// secondary colour (never faint: faint text falls under the contrast text needs).
public struct Button: Widget {
    /// The label.
    public let title: String
    /// Whether the button has the focus (drawn reversed, with a marker).
    public var isFocused: Bool
    /// Whether the button can be pressed; a disabled one is drawn in the secondary colour.
    public var isEnabled: Bool
    /// The keys a click on the button plays (those that focus and press it); none, no click.
    public var click: [Key]

    /// Creates a button; `title` is sanitised. A click plays `click`, the keys that press it.
    public init(_ title: String, isFocused: Bool = false, isEnabled: Bool = true, click: [Key] = []) {
        self.title = TerminalSanitizer.sanitize(title)
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.click = click
    }

    /// The button as drawn: brackets show the focus even without color.
    var label: String {
        isFocused ? "> \(title) <" : "[ \(title) ]"
    }

    var style: Style {
        if !isEnabled { return Style(foreground: .secondary) }
        return isFocused ? Style(foreground: .accent, bold: true, reverse: true) : Style(foreground: .text)
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, label.displayWidth), height: 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let used = buffer.write(TextLayout.truncate(label, width: area.width), x: area.x, y: area.y, maxWidth: area.width, style: style)
        if isFocused, used > 0 { buffer.markFocus(x: area.x, y: area.y, kind: .input) }
        if isEnabled, !click.isEmpty { buffer.addHitRegion(Rect(x: area.x, y: area.y, width: used, height: 1), .press(click)) }
    }
}
