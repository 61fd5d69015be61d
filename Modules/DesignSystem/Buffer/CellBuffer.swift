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
        let limit = maxWidth.map { min(size.width, x + $0) } ?? size.width
        guard limit > x else { return 0 }
        return writeChecked(text, x: x, y: y, limit: limit, style: style).used
    }

    /// Writes `text` from column `x` on row `y` in at most `width` columns; text that does not
    /// fit is cut and ends in "…" against its last word, as ``TextLayout/truncate(_:width:)``
    /// would cut it, and returns the columns used. One pass over the text: a table draws
    /// hundreds of cells a frame, and measuring each before writing it was most of the work.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, truncatingTo width: Int, style: Style = .plain) -> Int {
        guard width > 0, y >= 0, y < size.height, x >= 0, x + width <= size.width else {
            // Off the buffer's edges: measure first, as the clipping write needs.
            let cut = TextLayout.truncate(String(text), width: width)
            return write(cut, x: x, y: y, maxWidth: width, style: style)
        }
        let (used, isWhole) = writeChecked(text, x: x, y: y, limit: x + width, style: style)
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

    /// Sanitises (only when needed) and writes `text` up to `limit`; says the columns used and
    /// whether all of the text fitted.
    private mutating func writeChecked(_ text: some StringProtocol, x: Int, y: Int, limit: Int, style: Style) -> (used: Int, isWhole: Bool) {
        let fastPath = text.utf8.withContiguousStorageIfAvailable { bytes -> (used: Int, isWhole: Bool)? in
            if let written = writeASCII(bytes, x: x, y: y, limit: limit, style: style) { return written }
            return TerminalSanitizer.isClean(utf8: bytes) ? writeClusters(text, x: x, y: y, limit: limit, style: style) : nil
        }
        if let fastPath, let written = fastPath { return written }
        return writeClusters(TerminalSanitizer.sanitize(String(text)), x: x, y: y, limit: limit, style: style)
    }

    /// Writes sanitised text cluster by cluster.
    private mutating func writeClusters(_ text: some StringProtocol, x: Int, y: Int, limit: Int, style: Style) -> (used: Int, isWhole: Bool) {
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            writeClusters(text, bytes: bytes, x: x, y: y, limit: limit, style: style)
        }
        if let written { return written }
        return writeClusters(String(text), x: x, y: y, limit: limit, style: style)
    }

    /// Places `text`, whose UTF-8 is `bytes`. A common scalar (ASCII, a Hangul syllable, kana,
    /// a CJK ideograph) followed by another is a cluster of its own and is placed straight from
    /// the bytes; anything else is placed one grapheme cluster at a time.
    private mutating func writeClusters(
        _ text: some StringProtocol, bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style
    ) -> (used: Int, isWhole: Bool) {
        var column = x
        var isWhole = true
        var offset = 0
        var current = bytes.isEmpty ? nil : SimpleScalar(bytes, at: 0)
        while offset < bytes.count {
            let grapheme: Grapheme
            let width: Int
            let length: Int
            let next: SimpleScalar?
            if let scalar = current, offset + scalar.length == bytes.count || SimpleScalar(bytes, at: offset + scalar.length) != nil {
                (grapheme, width, length) = (scalar.grapheme, scalar.width, scalar.length)
                next = offset + length < bytes.count ? SimpleScalar(bytes, at: offset + length) : nil
            } else {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                let whole = text[start...].first!
                // The cluster is consumed whole; only what the cell keeps of it is measured and
                // drawn, never in more than two columns.
                let drawn = Grapheme.drawn(whole)
                (grapheme, width, length) = (drawn.grapheme, drawn.width, whole.utf8.count)
                next = offset + length < bytes.count ? SimpleScalar(bytes, at: offset + length) : nil
            }
            offset += length
            current = next
            guard width > 0 else { continue }
            guard column + width <= limit else {
                if width == 2, column < limit, column >= 0 { put(.space, at: column, y: y, style: style) }
                column = limit
                isWhole = false
                break
            }
            if column >= 0 {
                put(grapheme, at: column, y: y, style: style, width: width)
            } else if column + width > 0 {
                // A wide cluster cut by the left edge: its visible half is a space, as at the right.
                put(.space, at: 0, y: y, style: style)
            }
            column += width
        }
        return (max(0, column - x), isWhole)
    }

    /// Writes printable ASCII byte by byte; nil (having written nothing) for any other text.
    private mutating func writeASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style
    ) -> (used: Int, isWhole: Bool)? {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
        let end = min(limit, x + bytes.count)
        var column = max(0, x)
        while column < end {
            put(Grapheme(ascii: bytes[column - x]), at: column, y: y, style: style)
            column += 1
        }
        return (max(0, end - x), x + bytes.count <= limit)
    }

    /// Fills `rect` with `grapheme` in `style`. The grapheme is sanitised; one that is not a
    /// single column wide (or nothing, once sanitised) fills with spaces.
    public mutating func fill(_ rect: Rect, with grapheme: String = " ", style: Style = .plain) {
        let clipped = clip(rect)
        guard !clipped.isEmpty else { return }
        let content = Grapheme.singleColumn(grapheme)
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { put(content, at: x, y: y, style: style) }
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
        let index = y * size.width + x
        if cells[index].content.isContinuation, x > 0 {
            cells[index - 1].content = .space
        }
        let next = index + width
        if x + width < size.width, cells[next].content.isContinuation {
            cells[next].content = .space
        }
        cells[index] = Cell(content: content, style: style)
        if width == 2 { cells[index + 1] = Cell(content: .continuation, style: style) }
    }
}
