/// A widget whose drawn cells are a hyperlink (OSC 8) to `link`, in terminals that show them;
/// with no link (a URL the gate refused) it is the widget alone. Each row is linked from its
/// first to its last non-blank cell, as the widget drew them.
public struct Linked: Widget {
    /// The link, or nil for plain content.
    public let link: TerminalLink?
    /// What is drawn.
    public let content: any Widget

    /// Links `content` to `link`.
    public init(_ link: TerminalLink?, _ content: any Widget) {
        self.link = link
        self.content = content
    }

    public func size(fitting proposal: Size) -> Size { content.size(fitting: proposal) }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        content.render(in: area, buffer: &buffer)
        guard let link else { return }
        let clipped = Rect(
            x: max(0, area.x), y: max(0, area.y), width: min(area.maxX, buffer.size.width) - max(0, area.x),
            height: min(area.maxY, buffer.size.height) - max(0, area.y))
        guard clipped.width > 0, clipped.height > 0 else { return }
        for y in clipped.y..<clipped.maxY {
            var first: Int?
            var last = clipped.x
            for x in clipped.x..<clipped.maxX where buffer[x, y].grapheme != " " {
                if first == nil { first = x }
                last = x
            }
            if let first { buffer.addLink(link, x: first, y: y, width: last + 1 - first) }
        }
    }
}
