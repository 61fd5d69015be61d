/// A grid of cells that widgets draw into; the terminal renderer diffs two of them.
///
/// The buffer is the gate for untrusted text: every way text gets into a cell (``write(_:x:y:maxWidth:style:)``,
/// ``fill(_:with:style:)``, ``Cell/init(grapheme:style:isContinuation:)``) passes it through
/// ``TerminalSanitizer`` first, so no widget, present or future, can put an escape sequence or a
/// control character on screen, whatever it forgets to clean.
public struct CellBuffer: Sendable, Equatable {
    /// The buffer's width and height in cells.
    public let size: Size
    var cells: [Cell]
    /// Whether something drawn here animates (a turning ``Spinner``), so the host draws again soon.
    public internal(set) var isAnimated = false
    /// What the mouse does over each part of the frame, recorded by the widgets as they draw.
    public internal(set) var hitRegions: [HitRegion] = []
    /// Where the focus is drawn (a field's caret, a focused button, a selected row), for the
    /// cursor of accessible mode; see ``markFocus(x:y:kind:)``.
    public internal(set) var focus: FocusMark?
    /// The title of an alert drawn in this frame, for the announcement line of accessible mode.
    public internal(set) var alertTitle: String?
    /// The hyperlinks drawn in this frame; see ``addLink(_:x:y:width:)``.
    public internal(set) var links = LinkTable()

    /// A blank buffer of `size`.
    public init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.width * size.height)
    }

    /// The whole buffer as a rectangle.
    public var area: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Writes `text` from column `x` on row `y`, clipped to `maxWidth` columns and the buffer's
    /// edge, and returns the columns used.
    ///
    /// The text is sanitised here (``TerminalSanitizer``); zero-width clusters are skipped, a
    /// cluster wider than two columns is drawn as a two-column stand-in (see
    /// ``DisplayWidth/columns(of:)-(Character)``), and a wide cluster that either edge would cut in half is
    /// replaced by a space.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < size.height, x < size.width else { return 0 }
        // x and maxWidth may be any Int: their sum saturates rather than overflow.
        let limit =
            maxWidth.map { width in
                let (sum, overflows) = x.addingReportingOverflow(width)
                return overflows ? (width > 0 ? size.width : x) : min(size.width, sum)
            } ?? size.width
        guard limit > x else { return 0 }
        return writeChecked(text, x: x, y: y, limit: limit, style: style).used
    }

    /// Writes `text` from column `x` on row `y` in at most `width` columns; text that does not
    /// fit is cut and ends in "…" against its last word, as ``TextLayout/truncate(_:width:)``
    /// would cut it, and returns the columns used. One pass over the text: a table draws
    /// hundreds of cells a frame, and measuring each before writing it was most of the work.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, truncatingTo width: Int, style: Style = .plain) -> Int {
        writeTruncating(text, x: x, y: y, width: width, style: style, asLine: false)
    }

    /// Writes one line of `text` (line breaks and tabs as spaces, see
    /// ``TerminalSanitizer/sanitizeLine(_:)``) as ``write(_:x:y:truncatingTo:style:)`` does:
    /// a table's cells, sanitised in the same pass that writes them.
    @discardableResult
    mutating func writeLine(_ text: String, x: Int, y: Int, truncatingTo width: Int, style: Style = .plain) -> Int {
        writeTruncating(text, x: x, y: y, width: width, style: style, asLine: true)
    }

    private mutating func writeTruncating(_ text: some StringProtocol, x: Int, y: Int, width: Int, style: Style, asLine: Bool) -> Int {
        guard width > 0, y >= 0, y < size.height, x >= 0, width <= size.width - x else {
            // Off the buffer's edges: measure first, as the clipping write needs.
            let line = asLine ? TerminalSanitizer.sanitizeLine(String(text)) : String(text)
            let cut = TextLayout.truncate(line, width: width)
            return write(cut, x: x, y: y, maxWidth: width, style: style)
        }
        let (used, isWhole) = writeChecked(text, x: x, y: y, limit: x + width, style: style, asLine: asLine)
        guard !isWhole else { return used }
        // It did not fit: keep what fits in width - 1 columns, without the spaces at its end,
        // then the ellipsis; clear the rest of the cells written.
        var end = x + width - 1
        if end > x, self[end, y].content.isContinuation { end -= 1 }
        while end > x, self[end - 1, y].content == .space { end -= 1 }
        put(Grapheme(threeBytes: 0xE2, 0x80, 0xA6), at: end, y: y, style: style)
        for column in (end + 1)..<(x + width) { put(.space, at: column, y: y, style: style) }
        return end + 1 - x
    }

    /// Writes `text` up to `limit`, sanitised (as one line when `asLine`) where it needs it;
    /// says the columns used and whether all of the text fitted.
    private mutating func writeChecked(
        _ text: some StringProtocol, x: Int, y: Int, limit: Int, style: Style, asLine: Bool = false
    ) -> (used: Int, isWhole: Bool) {
        let written = text.utf8.withContiguousStorageIfAvailable { bytes -> (used: Int, isWhole: Bool) in
            if TerminalSanitizer.isPrintableASCII(bytes) { return writeASCII(bytes, x: x, y: y, limit: limit, style: style) }
            return writeClusters(text, bytes: bytes, x: x, y: y, limit: limit, style: style, asLine: asLine)
        }
        if let written { return written }
        let string = String(text)
        let clean = asLine ? TerminalSanitizer.sanitizeLine(string) : TerminalSanitizer.sanitize(string)
        return writeChecked(clean, x: x, y: y, limit: limit, style: style)
    }

    /// Where placing clusters stopped: at the end of the text (or the limit), or before a part
    /// that must be sanitised first.
    private enum Placement {
        case finished(column: Int, isWhole: Bool)
        case needsSanitizing(from: Int, column: Int)
    }

    /// Places `text`, whose UTF-8 is `bytes`, sanitising on the way: a scalar that never joins
    /// a neighbour (``SimpleScalar``, ``LoneScalar``: ASCII, Hangul, kana, CJK, most emoji and
    /// symbols) is clean, and followed by another such it is a cluster of its own, placed
    /// straight from the bytes. Anything else is placed one grapheme cluster at a time, once the
    /// rest of the text is known to be clean; if it is not, the rest is sanitised and placed
    /// after what was placed (sanitising never changes the clean scalars before a control).
    private mutating func writeClusters(
        _ text: some StringProtocol, bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style, asLine: Bool
    ) -> (used: Int, isWhole: Bool) {
        switch placeClusters(text, bytes: bytes, x: x, y: y, limit: limit, style: style) {
        case .finished(let column, let isWhole):
            return (max(0, column - x), isWhole)
        case .needsSanitizing(let offset, let column):
            let rest = String(text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...])
            let clean = asLine ? TerminalSanitizer.sanitizeLine(rest) : TerminalSanitizer.sanitize(rest)
            // Sanitised text may keep a newline or a tab (zero columns, skipped), which
            // `isClean(utf8:)` counts as unclean: it is not looked at again.
            var placed = Placement.finished(column: column, isWhole: true)
            let copied = String(clean)
            _ = copied.utf8.withContiguousStorageIfAvailable { cleanBytes in
                placed = placeClusters(copied, bytes: cleanBytes, x: column, y: y, limit: limit, style: style, isClean: true)
            }
            guard case .finished(let end, let isWhole) = placed else { return (max(0, column - x), true) }
            return (max(0, end - x), isWhole)
        }
    }

    private mutating func placeClusters(
        _ text: some StringProtocol, bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style, isClean: Bool = false
    ) -> Placement {
        let rowWidth = size.width
        return cells.withUnsafeMutableBufferPointer { cells in
            var row = CellRow(cells: cells, width: rowWidth, y: y)
            var column = x
            var offset = 0
            let count = bytes.count
            var isRestClean = isClean
            // The scalar at `offset` when it stands alone, decoded once: as the one after a
            // cluster, then as the start of the next.
            var current = count == 0 ? nil : StandaloneScalar.at(bytes, 0)
            while offset < count {
                // A run of printable ASCII, each byte followed by another: one cell per byte.
                // Each byte looked at once: the run is the printable bytes but the last of them,
                // unless the text ends there or a wide simple scalar follows (neither joins it).
                var printableEnd = offset
                while printableEnd < count, bytes[printableEnd] &- 0x20 < 0x5F { printableEnd += 1 }
                let isLastAlone = printableEnd == count || SimpleScalar.startsWide(bytes, at: printableEnd)
                let run = max(0, printableEnd - offset - (isLastAlone ? 0 : 1))
                if run > 0 {
                    // `column` starts at the caller's x, any Int: the differences are taken
                    // where they cannot overflow.
                    let (room, roomOverflows) = limit.subtractingReportingOverflow(column)
                    let fits = roomOverflows ? run : min(run, max(0, room))
                    // Columns left of the buffer are skipped, as each byte would be.
                    let skipped = column >= 0 ? 0 : (column <= -fits ? fits : -column)
                    row.putASCII(bytes, from: offset + skipped, count: fits - skipped, at: column + skipped, style: style)
                    column += fits
                    offset += fits
                    current = nil
                    guard fits == run else { return .finished(column: column, isWhole: false) }
                    if offset == count { break }
                }
                // A run of Hangul, kana or CJK ideographs, each followed by another of them, by
                // printable ASCII or by the end: two cells per scalar, straight from the bytes.
                if offset < count, bytes[offset] & 0xF0 == 0xE0, column >= 0 {
                    let run = SimpleScalar.wideRun(bytes, from: offset)
                    if run > 0 {
                        let (room, roomOverflows) = limit.subtractingReportingOverflow(column)
                        let fits = roomOverflows ? run : min(run, max(0, room) / 2)
                        row.putWide(bytes, from: offset, count: fits, at: column, style: style)
                        column += 2 * fits
                        offset += 3 * fits
                        current = nil
                        guard fits == run else {
                            // The next one does not fit: a column left before the limit shows a space.
                            if column < limit { row.put(.space, at: column, style: style) }
                            return .finished(column: limit, isWhole: false)
                        }
                        continue
                    }
                }
                if current == nil, offset < count { current = StandaloneScalar.at(bytes, offset) }
                if let scalar = current {
                    let end = offset + scalar.length
                    let next = end < count ? StandaloneScalar.at(bytes, end) : nil
                    if end == count || next != nil {
                        offset = end
                        current = next
                        guard scalar.width > 0 else { continue }
                        guard row.place(scalar.grapheme, width: scalar.width, at: &column, limit: limit, style: style) else {
                            return .finished(column: column, isWhole: false)
                        }
                        continue
                    }
                }
                if !isRestClean {
                    guard TerminalSanitizer.isClean(utf8: UnsafeBufferPointer(rebasing: bytes[offset...])) else {
                        return .needsSanitizing(from: offset, column: column)
                    }
                    isRestClean = true
                }
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                let whole = text[start...].first!
                if let apart = ZWJEmoji.drawnApart(whole) {
                    // A terminal without grapheme clustering: the emoji side by side, each alone.
                    offset += whole.utf8.count
                    current = offset < count ? StandaloneScalar.at(bytes, offset) : nil
                    guard row.placeApart(apart, at: &column, limit: limit, style: style) else { return .finished(column: column, isWhole: false) }
                    continue
                }
                // The cluster is consumed whole; only what the cell keeps of it is measured and
                // drawn, never in more than two columns.
                let drawn = Grapheme.drawn(whole)
                offset += whole.utf8.count
                current = offset < count ? StandaloneScalar.at(bytes, offset) : nil
                guard drawn.width > 0 else { continue }
                guard row.place(drawn.grapheme, width: drawn.width, at: &column, limit: limit, style: style) else {
                    return .finished(column: column, isWhole: false)
                }
            }
            return .finished(column: column, isWhole: true)
        }
    }

    /// Writes printable ASCII byte by byte (the caller has checked that it is).
    private mutating func writeASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style
    ) -> (used: Int, isWhole: Bool) {
        // x is any Int the caller passes: the end saturates rather than overflow, and the
        // differences below are taken only where they are small.
        let (sum, sumOverflows) = x.addingReportingOverflow(bytes.count)
        let reach = sumOverflows ? Int.max : sum
        let end = min(limit, reach)
        let first = max(0, x)
        if end > first {
            let rowWidth = size.width
            cells.withUnsafeMutableBufferPointer { cells in
                var row = CellRow(cells: cells, width: rowWidth, y: y)
                row.putASCII(bytes, from: first - x, count: end - first, at: first, style: style)
            }
        }
        return (end > x ? end - x : 0, reach <= limit)
    }

    /// Fills `rect` with `grapheme` in `style`. The grapheme is sanitised; one that is not a
    /// single column wide (or nothing, once sanitised) fills with spaces.
    public mutating func fill(_ rect: Rect, with grapheme: String = " ", style: Style = .plain) {
        let clipped = clip(rect)
        guard !clipped.isEmpty else { return }
        let content = Grapheme.singleColumn(grapheme)
        let rowWidth = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in clipped.y..<clipped.maxY {
                var row = CellRow(cells: cells, width: rowWidth, y: y)
                row.fill(content, from: clipped.x, to: clipped.maxX, style: style)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping its content.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let clipped = clip(rect)
        guard !clipped.isEmpty else { return }
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { cells[y * size.width + x].style = style }
        }
    }

    /// The buffer as plain text: one line per row, trailing spaces removed.
    public var plainTextLines: [String] {
        (0..<size.height).map { y in
            var bytes: [UInt8] = []
            for x in 0..<size.width { self[x, y].content.appendUTF8(to: &bytes) }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The buffer as plain text, rows joined by newlines.
    public var plainText: String { plainTextLines.joined(separator: "\n") }

    private func clip(_ rect: Rect) -> Rect {
        let x = max(0, rect.x)
        let y = max(0, rect.y)
        return Rect(x: x, y: y, width: min(rect.maxX, size.width) - x, height: min(rect.maxY, size.height) - y)
    }

    /// Puts one grapheme at a position, first clearing any wide grapheme it would split.
    private mutating func put(_ content: Grapheme, at x: Int, y: Int, style: Style, width: Int = 1) {
        let rowWidth = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            var row = CellRow(cells: cells, width: rowWidth, y: y)
            row.put(content, at: x, style: style, width: width)
        }
    }
}

/// One row of a buffer's cells, written in place: the text writes run over its cells
/// directly, with no per-cell bounds or copy-on-write check. Every index is checked by the
/// callers' clipping (a column within `0..<width`).
private struct CellRow {
    let cells: UnsafeMutableBufferPointer<Cell>
    let width: Int
    let start: Int

    init(cells: UnsafeMutableBufferPointer<Cell>, width: Int, y: Int) {
        self.cells = cells
        self.width = width
        start = y * width
    }

    /// Places `scalars` one after another, each as wide as it is alone (an emoji ZWJ sequence
    /// drawn apart, see ``ZWJEmoji``); false once one does not fit. Never inlined: its caller
    /// is the cell buffer's hottest loop, and with this loop inside it 300 frames of the table
    /// benchmark took 0.65M more instructions (callgrind, `Benchmarks table-loop 300`).
    @inline(never)
    mutating func placeApart(_ scalars: [Unicode.Scalar], at column: inout Int, limit: Int, style: Style) -> Bool {
        for scalar in scalars {
            guard place(Grapheme(scalar.utf8), width: DisplayWidth.scalarWidth(scalar.value), at: &column, limit: limit, style: style) else { return false }
        }
        return true
    }

    /// Places a cluster `clusterWidth` columns wide at `column` if it fits before `limit` and
    /// moves `column` past it; false (the text is cut) when it does not fit. A wide cluster cut
    /// by either edge leaves a space in its visible half.
    @inline(__always)
    mutating func place(_ grapheme: Grapheme, width clusterWidth: Int, at column: inout Int, limit: Int, style: Style) -> Bool {
        guard column + clusterWidth <= limit else {
            if clusterWidth == 2, column < limit, column >= 0 { put(.space, at: column, style: style) }
            column = limit
            return false
        }
        if column >= 0 {
            put(grapheme, at: column, style: style, width: clusterWidth)
        } else if column + clusterWidth > 0 {
            // A wide cluster cut by the left edge: its visible half is a space, as at the right.
            put(.space, at: 0, style: style)
        }
        column += clusterWidth
        return true
    }

    /// Puts `count` printable ASCII bytes of `bytes` from `offset` at columns `x...`, as
    /// ``put(_:at:style:width:)`` would one by one: only the run's two edges can split a wide
    /// grapheme, so only they are checked.
    @inline(__always)
    mutating func putASCII(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, count: Int, at x: Int, style: Style) {
        guard count > 0 else { return }
        clearSplitGraphemes(from: x, to: x + count)
        let index = start + x
        for step in 0..<count { cells[index + step] = Cell(content: Grapheme(ascii: bytes[offset + step]), style: style) }
    }

    /// Puts `count` wide three-byte scalars of `bytes` from `offset` (see
    /// ``SimpleScalar/wideRun(_:from:)``) at columns `x...`, two cells each, as
    /// ``put(_:at:style:width:)`` would one by one: only the run's two edges can split a wide
    /// grapheme, so only they are checked.
    @inline(__always)
    mutating func putWide(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, count: Int, at x: Int, style: Style) {
        guard count > 0 else { return }
        clearSplitGraphemes(from: x, to: x + 2 * count)
        let continuation = Cell(content: .continuation, style: style)
        var index = start + x
        var source = offset
        for _ in 0..<count {
            cells[index] = Cell(content: Grapheme(threeBytes: bytes[source], bytes[source + 1], bytes[source + 2]), style: style)
            cells[index + 1] = continuation
            index += 2
            source += 3
        }
    }

    /// Fills columns `x..<end` with the one-column `content`, as ``put(_:at:style:width:)``
    /// would cell by cell.
    @inline(__always)
    mutating func fill(_ content: Grapheme, from x: Int, to end: Int, style: Style) {
        guard x < end else { return }
        clearSplitGraphemes(from: x, to: end)
        let cell = Cell(content: content, style: style)
        for index in (start + x)..<(start + end) { cells[index] = cell }
    }

    /// Before columns `x..<end` are overwritten: a wide grapheme cut by either edge keeps a
    /// space in its half outside them.
    @inline(__always)
    private mutating func clearSplitGraphemes(from x: Int, to end: Int) {
        if x > 0, cells[start + x].content.isContinuation { cells[start + x - 1].content = .space }
        if end < width, cells[start + end].content.isContinuation { cells[start + end].content = .space }
    }

    /// Puts one grapheme at column `x`, first clearing any wide grapheme it would split.
    @inline(__always)
    mutating func put(_ content: Grapheme, at x: Int, style: Style, width clusterWidth: Int = 1) {
        let index = start + x
        if x > 0, cells[index].content.isContinuation {
            cells[index - 1].content = .space
        }
        if x + clusterWidth < width, cells[index + clusterWidth].content.isContinuation {
            cells[index + clusterWidth].content = .space
        }
        cells[index] = Cell(content: content, style: style)
        if clusterWidth == 2 { cells[index + 1] = Cell(content: .continuation, style: style) }
    }
}
