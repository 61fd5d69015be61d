import SystemCalls

/// A band of rows that moved by `shift` rows (up when positive) between two frames: the new
/// rows `top...bottom` are the old rows `top + shift...bottom + shift`.
struct ScrollBand {
    let top: Int
    let bottom: Int
    let shift: Int
    /// The changed rows that scrolling the band saves writing.
    let saved: Int

    /// The scroll region on the terminal: the band and the rows it moves over.
    var regionTop: Int { shift > 0 ? top : top + shift }
    var regionBottom: Int { shift > 0 ? bottom + shift : bottom }

    /// The bands that moved by one row up or down, each saving at least three rows of writing,
    /// their scroll regions apart: the one saving most first, then the best of the rest. Two
    /// bands are common: a table that scrolls under a selection that stays where it is moves
    /// the rows above the selection and the rows below it, and the selected row parts them.
    static func bands(
        old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, width: Int, height: Int, changes: RowChanges
    ) -> [ScrollBand] {
        // Only changed rows are saved by a scroll, so fewer than three cannot make one worth it.
        guard changes.count > 2 else { return [] }
        let rowBytes = width * MemoryLayout<Cell>.stride
        func row(_ cells: UnsafeBufferPointer<Cell>, _ index: Int) -> UnsafePointer<Cell> { cells.baseAddress! + index * width }
        var candidates: [ScrollBand] = []
        for shift in [1, -1] {
            var start: Int?
            var saved = 0
            for index in max(0, -shift)...min(height, height - shift) {
                let moved =
                    index < min(height, height - shift)
                    && MemoryCompare.bytesEqual(row(new, index), row(old, index + shift), count: rowBytes)
                if moved {
                    if start == nil { (start, saved) = (index, 0) }
                    if changes[index] { saved += 1 }
                } else if let first = start {
                    if saved > 2 { candidates.append(ScrollBand(top: first, bottom: index - 1, shift: shift, saved: saved)) }
                    start = nil
                }
            }
        }
        var chosen: [ScrollBand] = []
        for candidate in candidates.sorted(by: { $0.saved > $1.saved }) where chosen.allSatisfy({ $0.isApart(from: candidate) }) {
            chosen.append(candidate)
        }
        return chosen
    }

    /// Whether the two bands' scroll regions share no row, so scrolling one leaves the other's
    /// rows as they were.
    func isApart(from other: ScrollBand) -> Bool {
        regionBottom < other.regionTop || other.regionBottom < regionTop
    }

    /// What the terminal shows after the scroll: `rows` (the old frame's) moved, with blank
    /// rows scrolled in.
    func apply(to rows: inout [UnsafeBufferPointer<Cell>], blank: UnsafeBufferPointer<Cell>) {
        let old = rows
        for index in regionTop...regionBottom {
            let source = index + shift
            rows[index] = (regionTop...regionBottom).contains(source) ? old[source] : blank
        }
    }
}

/// Which rows of a frame differ from the last frame's, each compared once.
struct RowChanges {
    private var flags: [Bool]
    /// How many rows differ.
    private(set) var count = 0

    init(old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, width: Int, height: Int) {
        let rowBytes = width * MemoryLayout<Cell>.stride
        flags = (0..<height).map { row in
            !MemoryCompare.bytesEqual(new.baseAddress! + row * width, old.baseAddress! + row * width, count: rowBytes)
        }
        count = flags.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    /// Whether row `index` differs.
    subscript(index: Int) -> Bool { flags[index] }
}
