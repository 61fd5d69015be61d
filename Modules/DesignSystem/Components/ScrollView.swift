/// Content taller than its area, shown from row ``offset``; the rows above and below are cut.
///
/// The content is laid out at the area's width, so wrapped text scrolls line by line.
public struct ScrollView: Widget {
    /// The first row of content in view.
    public var offset: Int
    /// The widget that scrolls.
    public var content: any Widget

    /// Shows `content` from row `offset` (clamped so the last row of content stays at the bottom).
    public init(offset: Int, _ content: any Widget) {
        self.offset = offset
        self.content = content
    }

    /// The largest useful offset for `content` in an area of `size`.
    public static func maximumOffset(of content: any Widget, in size: Size) -> Int {
        max(0, content.size(fitting: Size(width: size.width, height: Int.max / 4)).height - size.height)
    }

    public func size(fitting proposal: Size) -> Size {
        let full = content.size(fitting: Size(width: proposal.width, height: Int.max / 4))
        return Size(width: full.width, height: min(full.height, proposal.height))
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let measure = { (width: Int) in content.size(fitting: Size(width: width, height: Int.max / 4)).height }
        guard measure(area.width) > area.height || offset > 0, area.width > 1 else {
            content.render(in: area, buffer: &buffer)
            return
        }
        // Content taller than the area gives up its last column to the more-above and
        // more-below markers, so they never cover a character of the text.
        let textArea = area.inset(trailing: 1)
        let fullHeight = measure(textArea.width)
        let start = min(max(0, offset), max(0, fullHeight - area.height))
        // Draw the visible part into a buffer of its own, then copy the rows in view.
        var scratch = CellBuffer(size: Size(width: textArea.width, height: start + area.height))
        content.render(in: Rect(x: 0, y: 0, width: textArea.width, height: start + area.height), buffer: &scratch)
        buffer.copyRows(from: scratch, sourceRow: start, to: textArea)
        ScrollMarkers(above: start > 0, below: start + area.height < fullHeight).render(in: area, buffer: &buffer)
    }
}

/// The "↑" and "↓" (the theme's ``ToolkitStrings/moreAbove`` and ``ToolkitStrings/moreBelow``) in the last column of a scrolled area that say more is above or below.
struct ScrollMarkers {
    var above: Bool
    var below: Bool

    func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let style = Style(foreground: .secondary)
        let strings = Theme.current.strings
        // The marker has the last column only: one that is not one column wide is not drawn as given.
        let moreAbove = strings.moreAbove.displayWidth == 1 ? strings.moreAbove : "↑"
        let moreBelow = strings.moreBelow.displayWidth == 1 ? strings.moreBelow : "↓"
        if above { buffer.write(moreAbove, x: area.maxX - 1, y: area.y, style: style) }
        if below, area.height > 1 || !above { buffer.write(moreBelow, x: area.maxX - 1, y: area.maxY - 1, style: style) }
    }
}

extension CellBuffer {
    /// Copies `area.height` rows of `source`, from `sourceRow` on, into `area`.
    mutating func copyRows(from source: CellBuffer, sourceRow: Int, to area: Rect) {
        for row in 0..<area.height where sourceRow + row < source.size.height && area.y + row < size.height {
            for column in 0..<min(area.width, source.size.width) where area.x + column < size.width {
                cells[(area.y + row) * size.width + area.x + column] = source[column, sourceRow + row]
            }
        }
    }
}
