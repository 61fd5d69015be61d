/// A border around a widget, with an optional title set into the top edge.
public struct Box: Widget {
    /// The characters a border is drawn with.
    public enum BorderStyle: Sendable {
        /// Thin lines, round corners, double lines, heavy lines, or plain ASCII (`+`, `-`, `|`).
        case single, rounded, double, heavy, ascii

        /// top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
        var glyphs: (String, String, String, String, String, String) {
            switch self {
            case .single: ("┌", "┐", "└", "┘", "─", "│")
            case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
            case .double: ("╔", "╗", "╚", "╝", "═", "║")
            case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
            case .ascii: ("+", "+", "+", "+", "-", "|")
            }
        }
    }

    /// The title set into the top edge, kept to one sanitised line however it is set.
    public var title: String? {
        didSet { title = title.map { TerminalSanitizer.sanitizeLine($0) } }
    }
    /// The characters the border is drawn with.
    public var borderStyle: BorderStyle
    /// The style of the border and the title.
    public var style: Style
    /// The widget inside the border.
    public var content: any Widget

    /// Draws `content` inside a border; `title`, sanitised, is shortened to fit the top edge.
    public init(title: String? = nil, border: BorderStyle = .rounded, style: Style = Style(foreground: .border), _ content: any Widget) {
        self.title = title.map { TerminalSanitizer.sanitizeLine($0) }
        self.borderStyle = border
        self.style = style
        self.content = content
    }

    public func size(fitting proposal: Size) -> Size {
        let inner = content.size(fitting: Size(width: proposal.width - 4, height: proposal.height - 2))
        let titleWidth = title.map { $0.displayWidth + 4 } ?? 0
        return Size(width: min(proposal.width, max(inner.width + 4, titleWidth)), height: inner.height + 2)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard area.width >= 2, area.height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = borderStyle.glyphs
        let inner = area.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        buffer.fill(Rect(x: inner.x, y: area.y, width: inner.width, height: 1), with: horizontal, style: style)
        buffer.fill(Rect(x: inner.x, y: area.maxY - 1, width: inner.width, height: 1), with: horizontal, style: style)
        buffer.fill(Rect(x: area.x, y: inner.y, width: 1, height: inner.height), with: vertical, style: style)
        buffer.fill(Rect(x: area.maxX - 1, y: inner.y, width: 1, height: inner.height), with: vertical, style: style)
        buffer.fill(Rect(x: area.x, y: area.y, width: 1, height: 1), with: topLeft, style: style)
        buffer.fill(Rect(x: area.maxX - 1, y: area.y, width: 1, height: 1), with: topRight, style: style)
        buffer.fill(Rect(x: area.x, y: area.maxY - 1, width: 1, height: 1), with: bottomLeft, style: style)
        buffer.fill(Rect(x: area.maxX - 1, y: area.maxY - 1, width: 1, height: 1), with: bottomRight, style: style)
        if let title, area.width > 4 {
            let shown = TextLayout.truncate(title, width: area.width - 4)
            buffer.write(" \(shown) ", x: area.x + 1, y: area.y, maxWidth: area.width - 2, style: Style(bold: true))
        }
        // One column of padding inside each vertical edge keeps content off the border.
        content.render(in: area.inset(top: 1, leading: 2, bottom: 1, trailing: 2), buffer: &buffer)
    }
}
