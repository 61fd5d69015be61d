/// A label at each end of one row, as in the app's list rows: a title on the leading side and a
/// detail (an author, a count, a price) on the trailing side. When the row is too narrow the
/// leading label is shortened first, so the trailing one stays readable.
public struct BothSideLabel: Widget {
    /// The text at the left edge.
    public let leading: String
    /// The text at the right edge, which keeps its room when space runs short.
    public let trailing: String
    /// The style of the left text.
    public var leadingStyle: Style
    /// The style of the right text.
    public var trailingStyle: Style

    /// Creates a row; both labels are sanitised.
    public init(leading: String, trailing: String, leadingStyle: Style = .plain, trailingStyle: Style = Style(foreground: .secondary)) {
        self.leading = TerminalSanitizer.sanitizeLine(leading)
        self.trailing = TerminalSanitizer.sanitizeLine(trailing)
        self.leadingStyle = leadingStyle
        self.trailingStyle = trailingStyle
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, leading.displayWidth + 1 + trailing.displayWidth), height: 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        // The trailing label keeps two thirds of the row, more where the leading one is shorter
        // (all of it next to an empty leading label), so neither is cut while room is left.
        let leadingWidth = leading.displayWidth
        let trailingRoom = leadingWidth == 0 ? area.width : max(area.width * 2 / 3, area.width - leadingWidth - 1)
        let trailingText = TextLayout.truncate(trailing, width: max(1, trailingRoom))
        let trailingWidth = trailingText.displayWidth
        let leadingRoom = area.width - trailingWidth - (trailingWidth > 0 ? 1 : 0)
        buffer.write(TextLayout.truncate(leading, width: leadingRoom), x: area.x, y: area.y, maxWidth: leadingRoom, style: leadingStyle)
        buffer.write(trailingText, x: area.maxX - trailingWidth, y: area.y, maxWidth: trailingWidth, style: trailingStyle)
    }
}

extension String {
    /// The text on one line: line breaks and tabs become spaces.
    func replacingNewlines() -> String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }
}
