/// A horizontal rule across the full width, with an optional label set into it.
public struct Divider: Widget {
    /// The character the rule is drawn with.
    public enum LineStyle: Sendable {
        /// Thin, double, heavy, or plain ASCII (`-`).
        case single, double, heavy, ascii
    }

    /// A label set into the line, if any.
    public let label: String?
    /// The characters the line is drawn with.
    public var lineStyle: LineStyle
    /// The style of the line and its label.
    public var style: Style

    /// Creates a rule; the label is sanitised.
    public init(_ label: String? = nil, lineStyle: LineStyle = .single, style: Style = Style(foreground: .border)) {
        self.label = label.map { TerminalSanitizer.sanitizeLine($0) }
        self.lineStyle = lineStyle
        self.style = style
    }

    private var glyph: String {
        switch lineStyle {
        case .single: "─"
        case .double: "═"
        case .heavy: "━"
        case .ascii: "-"
        }
    }

    public func size(fitting proposal: Size) -> Size { Size(width: proposal.width, height: 1) }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), with: glyph, style: style)
        if let label, area.width > 6 {
            let shown = TextLayout.truncate(label, width: area.width - 6)
            buffer.write(" \(shown) ", x: area.x + 2, y: area.y, maxWidth: area.width - 4, style: Style(foreground: .secondary))
        }
    }
}
