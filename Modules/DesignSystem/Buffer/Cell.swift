/// One terminal cell: a grapheme cluster and its style.
///
/// A wide (2-column) cluster occupies its cell and the next, which holds a continuation marker
/// so that neither half is ever drawn alone. Cells are plain data in one word: the grapheme's
/// 48 bits (see `Grapheme`) with the style in the top 16, so comparing two cells, which the
/// frame writer does for every cell of every frame, is one word comparison, and a frame's
/// cells take half the memory two words would.
public struct Cell: Sendable, Hashable {
    private var bits: UInt64

    /// A blank cell.
    public static let blank = Cell(content: .space, style: .plain)

    init(content: Grapheme, style: Style) {
        bits = content.bits | UInt64(style.bits) << 48
    }

    /// Creates a cell showing the first grapheme cluster of `grapheme`, sanitised and capped in
    /// length (a space if nothing is left).
    public init(grapheme: String, style: Style, isContinuation: Bool = false) {
        if isContinuation {
            self.init(content: .continuation, style: style)
        } else {
            let clean = TerminalSanitizer.sanitize(grapheme).first { $0.displayWidth > 0 }
            self.init(
                content: clean.map { Grapheme.drawn($0).grapheme } ?? .space, style: style)
        }
    }

    var content: Grapheme {
        get { Grapheme(bits: bits & Grapheme.mask) }
        set { bits = newValue.bits | (bits & ~Grapheme.mask) }
    }

    /// The cell's colours and attributes.
    public var style: Style {
        get { Style(bits: UInt16(truncatingIfNeeded: bits >> 48)) }
        set { bits = (bits & Grapheme.mask) | UInt64(newValue.bits) << 48 }
    }

    /// The grapheme drawn here; empty in the continuation half of a wide grapheme.
    public var grapheme: String { content.string }

    /// Whether this cell is the right half of the wide grapheme to its left.
    public var isContinuation: Bool { content.isContinuation }
}
