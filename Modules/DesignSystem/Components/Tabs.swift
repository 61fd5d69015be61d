/// A row of tab titles with one selected: drawn `[Title]` and highlighted, the others plain.
/// Tabs that do not fit are left out from the end, but the selected one always shows.
public struct Tabs: Widget {
    /// The tabs' titles, left to right.
    public let titles: [String]
    /// The index of the selected tab.
    public var selectedIndex: Int
    /// For each tab, the keys a click on it plays (those that select it); a tab without an
    /// entry takes no click.
    public var selectKeys: [[Key]]

    /// Creates tabs; titles are sanitised. A click on tab `i` plays `selectKeys[i]`.
    public init(_ titles: [String], selectedIndex: Int, selectKeys: [[Key]] = []) {
        self.titles = titles.map { TerminalSanitizer.sanitizeLine($0) }
        self.selectedIndex = selectedIndex
        self.selectKeys = selectKeys
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, titles.reduce(0) { $0 + $1.displayWidth + 3 }), height: 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        var x = area.x
        for index in visibleIndices(width: area.width) {
            let isSelected = index == selectedIndex
            let label = isSelected ? "[\(titles[index])]" : " \(titles[index]) "
            let style = isSelected ? Style(foreground: .accent, bold: true, underline: true) : Style(foreground: .secondary)
            let used = buffer.write(TextLayout.truncate(label, width: area.maxX - x), x: x, y: area.y, maxWidth: area.maxX - x, style: style)
            if index < selectKeys.count, !selectKeys[index].isEmpty {
                buffer.addHitRegion(Rect(x: x, y: area.y, width: used, height: 1), .press(selectKeys[index]))
            }
            x += used
            x += 1
            guard x < area.maxX else { break }
        }
    }

    /// The tabs that fit in `width`, in order, always including the selected one.
    private func visibleIndices(width: Int) -> [Int] {
        var shown: [Int] = []
        var used = 0
        let selectedWidth = titles.indices.contains(selectedIndex) ? titles[selectedIndex].displayWidth + 3 : 0
        for index in titles.indices {
            let cost = titles[index].displayWidth + 3
            let reserve = index < selectedIndex ? selectedWidth : 0
            if used + cost + reserve > width && index != selectedIndex { continue }
            shown.append(index)
            used += cost
        }
        return shown
    }
}
