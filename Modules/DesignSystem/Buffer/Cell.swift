/// One terminal cell: a grapheme cluster and its style.
///
/// A wide (2-column) cluster occupies its cell and the next, which holds a continuation marker
/// so that neither half is ever drawn alone.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn here; empty in the continuation half of a wide grapheme.
    public var grapheme: String
    public var style: Style
    /// Whether this cell is the right half of the wide grapheme to its left.
    public var isContinuation: Bool

    /// A blank cell.
    public static let blank = Cell(grapheme: " ", style: .plain, isContinuation: false)

    /// Creates a cell.
    public init(grapheme: String, style: Style, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }
}
