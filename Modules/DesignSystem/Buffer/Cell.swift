/// One terminal cell: a grapheme cluster and its style.
///
/// A wide (2-column) cluster occupies its cell and the next, which holds a continuation marker
/// so that neither half is ever drawn alone. Cells are plain data in 16 bytes: the grapheme's
/// two words with the style in the top 16 bits (see `Grapheme`), so comparing two cells, which
/// the frame writer does for every cell of every frame, is two word comparisons.
public struct Cell: Sendable, Hashable {
    private var low: UInt64
    private var high: UInt64

    private static let graphemeMask: UInt64 = (1 << 48) - 1

    /// A blank cell.
    public static let blank = Cell(content: .space, style: .plain)

    init(content: Grapheme, style: Style) {
        low = content.low
        high = content.high | UInt64(style.bits) << 48
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
        get { Grapheme(low: low, high: high & Self.graphemeMask) }
        set {
            low = newValue.low
            high = newValue.high | (high & ~Self.graphemeMask)
        }
    }

    public var style: Style {
        get { Style(bits: UInt16(truncatingIfNeeded: high >> 48)) }
        set { high = (high & Self.graphemeMask) | UInt64(newValue.bits) << 48 }
    }

    /// The grapheme drawn here; empty in the continuation half of a wide grapheme.
    public var grapheme: String { content.string }

    /// Whether this cell is the right half of the wide grapheme to its left.
    public var isContinuation: Bool { content.isContinuation }
}
