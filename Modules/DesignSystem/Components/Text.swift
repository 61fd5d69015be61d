/// Styled text that wraps by display width and ends in "…" when it does not fit its area.
public struct Text: Widget {
    /// Where lines sit within the width they get.
    public enum Alignment: Sendable {
        /// At the left edge, centred, or at the right edge.
        case leading, center, trailing
    }

    /// The text, sanitised.
    public let content: String
    /// The colours and attributes of every character.
    public var style: Style
    /// Where each line sits in the width of its area.
    public var alignment: Alignment
    /// Whether lines longer than the area wrap at word boundaries, or are cut.
    public var wraps: Bool
    /// The last layout, shared by the copies of this text: a stack asks a text's size and then
    /// draws it at the same width, and wrapping twice was most of a simple screen's frame.
    private let lastLayout = LayoutMemo()

    /// Text from any source; control characters and escape sequences are removed here, where
    /// outside text enters the UI.
    public init(_ content: String, style: Style = .plain, alignment: Alignment = .leading, wraps: Bool = true) {
        self.content = TerminalSanitizer.sanitize(content)
        self.style = style
        self.alignment = alignment
        self.wraps = wraps
    }

    public func size(fitting proposal: Size) -> Size {
        let lines = layout(width: proposal.width)
        return Size(width: lines.isEmpty ? 0 : lastLayout.widest, height: lines.count)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        var lines = layout(width: area.width)
        var lineWidths = lastLayout.lineWidths
        if lines.count > area.height {
            lines = Array(lines.prefix(area.height))
            let last = lines[lines.count - 1]
            lines[lines.count - 1] =
                last.displayWidth < area.width
                ? last + TextLayout.ellipsis
                : TextLayout.truncate(last, width: area.width)
            lineWidths[lines.count - 1] = lines[lines.count - 1].displayWidth
        }
        for (row, line) in lines.enumerated() {
            let lineWidth = lineWidths[row]
            let offset =
                switch alignment {
                case .leading: 0
                case .center: (area.width - lineWidth) / 2
                case .trailing: area.width - lineWidth
                }
            buffer.write(line, x: area.x + max(0, offset), y: area.y + row, maxWidth: area.width, style: style)
        }
    }

    /// The lines at `width`; their widths are then in `lastLayout` (a stack asks a text's size
    /// several times a frame, and measuring the lines each time cost more than wrapping once).
    private func layout(width: Int) -> [String] {
        // No room: no lines, and the layout kept for the width the text is drawn at stays.
        guard width > 0 else { return [] }
        if lastLayout.width == width, lastLayout.wraps == wraps, lastLayout.rule == GraphemeWidthRule.current { return lastLayout.lines }
        let lines =
            wraps
            ? TextLayout.wrap(content, width: width)
            : content.containsLineFeed
                ? content.split(separator: "\n", omittingEmptySubsequences: false).map { TextLayout.truncate(String($0), width: width) }
                // One line (a label): no splitting, which walks the text cluster by cluster.
                : [TextLayout.truncate(content, width: width)]
        lastLayout.width = width
        lastLayout.wraps = wraps
        lastLayout.rule = GraphemeWidthRule.current
        lastLayout.lines = lines
        lastLayout.lineWidths = lines.map(\.displayWidth)
        lastLayout.widest = lastLayout.lineWidths.max() ?? 0
        return lines
    }
}

/// A text's last layout and what it was made for (the content never changes).
private final class LayoutMemo {
    var width = -1
    var wraps = false
    var rule = GraphemeWidthRule.current
    var lines: [String] = []
    /// Each line's display width, and the widest.
    var lineWidths: [Int] = []
    var widest = 0
}
