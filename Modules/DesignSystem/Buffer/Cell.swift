/// One terminal cell: a grapheme cluster and its style.
///
/// A wide (2-column) cluster occupies its cell and the next, which holds a continuation marker
/// so that neither half is ever drawn alone. Cells are plain data (see ``Grapheme``).
public struct Cell: Sendable, Hashable {
    var content: Grapheme
    public var style: Style

    /// A blank cell.
    public static let blank = Cell(content: .space, style: .plain)

    init(content: Grapheme, style: Style) {
        self.content = content
        self.style = style
    }

    /// Creates a cell showing the first grapheme cluster of `grapheme`, sanitised (a space if
    /// nothing is left).
    public init(grapheme: String, style: Style, isContinuation: Bool = false) {
        if isContinuation {
            self.content = .continuation
        } else {
            let clean = TerminalSanitizer.sanitize(grapheme).first { $0.displayWidth > 0 }
            self.content = clean.map { Grapheme($0.utf8) } ?? .space
        }
        self.style = style
    }

    /// The grapheme drawn here; empty in the continuation half of a wide grapheme.
    public var grapheme: String { content.string }

    /// Whether this cell is the right half of the wide grapheme to its left.
    public var isContinuation: Bool { content.isContinuation }
}
