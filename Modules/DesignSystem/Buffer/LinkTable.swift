/// The hyperlinks of a frame: runs of cells on a row, each pointing at one target. The frame
/// writer sends them as OSC 8 around the cells it writes; most frames have none.
public struct LinkTable: Sendable, Equatable {
    /// One run of linked cells.
    struct Span: Sendable, Equatable {
        var y: Int
        var x: Int
        var width: Int
        var link: TerminalLink
    }

    var spans: [Span] = []

    /// Creates an empty table.
    public init() {}

    /// Whether no cell is linked.
    public var isEmpty: Bool { spans.isEmpty }

    /// The link of each cell of row `y` (later runs over earlier ones), or nil when the row has none.
    func row(_ y: Int, width: Int) -> [TerminalLink?]? {
        var cells: [TerminalLink?]?
        for span in spans where span.y == y {
            if cells == nil { cells = Array(repeating: nil, count: width) }
            for x in max(0, span.x)..<min(width, span.x + span.width) { cells![x] = span.link }
        }
        return cells
    }
}

extension CellBuffer {
    /// Links `width` cells of row `y` from column `x` to `link` (cut to the buffer).
    public mutating func addLink(_ link: TerminalLink, x: Int, y: Int, width: Int) {
        let start = max(0, x)
        let end = min(size.width, x + width)
        guard y >= 0, y < size.height, end > start else { return }
        links.spans.append(LinkTable.Span(y: y, x: start, width: end - start, link: link))
    }

    /// Forgets every link: where the terminal may not understand OSC 8 (see ``ScreenSession/showsLinks``).
    public mutating func removeLinks() {
        links = LinkTable()
    }
}
