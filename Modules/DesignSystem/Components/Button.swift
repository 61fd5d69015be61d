/// A pressable label. Focused, it is drawn `> Label <` and highlighted; disabled, dimmed.
public struct Button: Widget {
    /// The label.
    public let title: String
    /// Whether the button has the focus (drawn reversed, with a marker).
    public var isFocused: Bool
    /// Whether the button can be pressed; a disabled one is dimmed.
    public var isEnabled: Bool

    /// Creates a button; `title` is sanitised.
    public init(_ title: String, isFocused: Bool = false, isEnabled: Bool = true) {
        self.title = TerminalSanitizer.sanitize(title)
        self.isFocused = isFocused
        self.isEnabled = isEnabled
    }

    /// The button as drawn: brackets show the focus even without color.
    var label: String {
        isFocused ? "> \(title) <" : "[ \(title) ]"
    }

    var style: Style {
        if !isEnabled { return Style(foreground: .secondary, dim: true) }
        return isFocused ? Style(foreground: .accent, bold: true, reverse: true) : Style(foreground: .text)
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, label.displayWidth), height: 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        buffer.write(TextLayout.truncate(label, width: area.width), x: area.x, y: area.y, maxWidth: area.width, style: style)
    }
}
