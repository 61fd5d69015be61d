import SystemCalls

/// Turns a frame into the bytes that bring the terminal from the previous frame to it.
///
/// Only changed cells are written (the first frame is compared with the blank screen it clears
/// to, so blank cells cost nothing). The cursor is moved as cheaply as the terminal allows: not
/// at all within a run, CR LF to the next row, CUF across a gap (or the gap's own bytes when
/// they are fewer), an absolute move otherwise. A style is sent only when it differs from the
/// one in effect, and a row whose changed end is blank is cleared with erase-to-end-of-line.
/// When bands of rows moved up or down by one (a list or table scrolled, perhaps under a
/// selection that stayed), the terminal scrolls each band itself (margins and SU/SD) and only
/// the rows that really changed are written.
/// A frame equal to the last writes nothing. Each frame is wrapped in synchronized-update mode
/// (DEC mode 2026) so terminals that support it show it at once. Linked cells (see
/// ``CellBuffer/addLink(_:x:y:width:)``) are written inside OSC 8, and in accessible mode
/// (``showsCursor``) each frame ends with the cursor shown on the focus the widgets marked.
public struct FrameWriter: Sendable {
    private var previous: CellBuffer?
    private var sgrCache: [Style: [UInt8]] = [:]
    /// A row of blank cells as wide as the last frame: what the terminal shows before the
    /// first frame and in rows scrolled in.
    private var blankRow: [Cell] = []
    /// Where the last frame left the shown cursor; nil when it was not placed.
    private var placedCursor: FocusMark?
    /// How many colours the writer may send.
    public let colorMode: ColorMode
    /// Whether each frame ends with the cursor shown on its focus (accessible mode), so a
    /// screen reader or braille display reads where the user is.
    public var showsCursor = false

    /// Creates a writer for a terminal that takes `colorMode`.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the last frame and the escape sequences of the styles sent, so the next frame is
    /// written whole in the current theme's colours (after a resize, a clear or a new palette).
    public mutating func invalidate() {
        previous = nil
        placedCursor = nil
        sgrCache.removeAll(keepingCapacity: true)
    }

    /// The output that draws `frame`; empty when nothing changed.
    public mutating func output(for frame: CellBuffer) -> String {
        String(decoding: outputBytes(for: frame), as: UTF8.self)
    }

    /// The output that draws `frame`, as bytes; empty when nothing changed.
    public mutating func outputBytes(for frame: CellBuffer) -> [UInt8] {
        let last = previous.flatMap { $0.size == frame.size ? $0 : nil }
        defer { previous = frame }
        let width = frame.size.width
        var encoder = FrameEncoder(width: width, colorMode: colorMode, sgrCache: sgrCache)
        if last == nil {
            encoder.output.append(Self.clearScreen)
            encoder.style = .plain
        }
        if blankRow.count != width { blankRow = [Cell](repeating: .blank, count: width) }
        // Links live beside the cells, so rows are compared with their links, and the
        // terminal's scrolling (which cannot know them) is left out while there are any.
        let hasLinks = !frame.links.isEmpty || !(last?.links.isEmpty ?? true)
        // Asked once: the optional frame, read in the closures below, is copied and released
        // (its five arrays retained and released) on every read.
        let isFirst = last == nil
        let lastLinks = hasLinks ? last?.links : nil
        let height = frame.size.height
        (last ?? frame).cells.withUnsafeBufferPointer { lastCells in
            frame.cells.withUnsafeBufferPointer { new in
                blankRow.withUnsafeBufferPointer { blank in
                    func newRow(_ row: Int) -> UnsafeBufferPointer<Cell> { UnsafeBufferPointer(rebasing: new[row * width..<(row + 1) * width]) }
                    // The terminal's rows: the last frame's (or blank ones, before the first frame),
                    // shifted when the frame scrolled a band of rows.
                    var shown = (0..<height).map { row in
                        isFirst ? blank : UnsafeBufferPointer(rebasing: lastCells[row * width..<(row + 1) * width])
                    }
                    // Each row is compared with the last frame's once: the scroll detection and
                    // the writing of unmoved rows share the answer.
                    let changed = isFirst || width == 0 ? nil : RowChanges(old: lastCells, new: new, width: width, height: height)
                    // The rows of a scrolled band were found equal to the rows they moved from:
                    // once scrolled, they need no second comparison.
                    var isMoved: [Bool] = []
                    var isInRegion: [Bool] = []
                    if let changed, !hasLinks {
                        let bands = ScrollBand.bands(old: lastCells, new: new, width: width, height: height, changes: changed)
                        if !bands.isEmpty {
                            isMoved = Array(repeating: false, count: height)
                            isInRegion = isMoved
                        }
                        for band in bands {
                            encoder.scroll(band)
                            band.apply(to: &shown, blank: blank)
                            for row in band.top...band.bottom { isMoved[row] = true }
                            for row in band.regionTop...band.regionBottom { isInRegion[row] = true }
                        }
                    }
                    for row in 0..<height where isMoved.isEmpty || !isMoved[row] {
                        let links = hasLinks ? RowLinks(old: lastLinks?.row(row, width: width), new: frame.links.row(row, width: width)) : nil
                        // A row the terminal still shows as it was, equal to the new one, is done.
                        let isShownAsBefore = changed != nil && (isInRegion.isEmpty || !isInRegion[row])
                        if isShownAsBefore, !changed![row], links?.isEmpty ?? true { continue }
                        encoder.encodeRow(row, old: shown[row], new: newRow(row), links: links, isKnownChanged: isShownAsBefore)
                    }
                }
            }
        }
        sgrCache = encoder.sgrCache
        if showsCursor, let focus = frame.focus, !encoder.output.isEmpty || focus != placedCursor {
            encoder.placeCursor(focus)
            placedCursor = focus
        }
        guard !encoder.output.isEmpty else { return [] }
        return encoder.output.array(prefix: Self.beginSynchronizedUpdate, suffix: Self.endFrame)
    }

    private static let clearScreen = Array("\u{1B}[0m\u{1B}[2J".utf8)
    private static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    private static let endFrame = Array("\u{1B}[0m\u{1B}[?2026l".utf8)
}

/// The state of one frame's encoding: the bytes so far, where the cursor is, the style in effect.
private struct FrameEncoder: ~Copyable {
    let width: Int
    let colorMode: ColorMode
    /// The SGR bytes of each style seen, kept by the writer from frame to frame.
    var sgrCache: [Style: [UInt8]]
    var output = ByteBuffer(capacity: 8192)
    /// The style in effect on the terminal; nil when unknown.
    var style: Style?
    /// The cursor's row and column; the column equals `width` after the last column was written
    /// (the terminal's pending wrap). -1 when unknown.
    var row = -1
    var column = -1
    /// The link open on the terminal (OSC 8), if any.
    private var openLink: TerminalLink?
    /// Whether the row being written has links: then no gap is written over instead of moved
    /// across, since the gap's cells may not share the open link.
    private var rowHasLinks = false

    /// Changed blank cells at the end of a row that are cleared with one erase-to-end-of-line
    /// rather than written one by one.
    private static let eraseThreshold = 4

    init(width: Int, colorMode: ColorMode, sgrCache: [Style: [UInt8]]) {
        self.width = width
        self.colorMode = colorMode
        self.sgrCache = sgrCache
    }

    /// Encodes the changes from `old` to `new`, one row of cells each.
    /// `isKnownChanged` says the rows were already compared and differ.
    mutating func encodeRow(
        _ row: Int, old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, links: RowLinks? = nil, isKnownChanged: Bool = false
    ) {
        guard width > 0 else { return }
        // Rows with links take a path of their own, so the common row pays nothing for them.
        if let links, !links.isEmpty { return encodeLinkedRow(row, old: old, new: new, links: links) }
        if !isKnownChanged, MemoryCompare.bytesEqual(old.baseAddress!, new.baseAddress!, count: width * MemoryLayout<Cell>.stride) { return }
        let blank = Cell.blank
        // The blank end of the new row, and how many of its cells were not blank before.
        var tail = width
        while tail > 0, new[tail - 1] == blank { tail -= 1 }
        var erasedCells = 0
        for x in tail..<width where old[x] != blank { erasedCells += 1 }
        let erasesTail = erasedCells >= Self.eraseThreshold
        let end = erasesTail ? tail : width
        var x = 0
        while x < end {
            // Equal cells, most of a changed row, are passed over a word at a time. A wide
            // grapheme whose right half alone changed is written again from its left half.
            let skipStart = x
            while x < end, old[x] == new[x] { x += 1 }
            guard x < end else { break }
            if x > skipStart, new[x].content.isContinuation { x -= 1 }
            let cell = new[x]
            let isWide = x + 1 < width && new[x + 1].content.isContinuation
            if cell.content.isContinuation || (old[x] == cell && !(isWide && old[x + 1] != new[x + 1])) {
                x += 1
                continue
            }
            // Within a run the cursor and the style are already right: the common case is
            // checked here, without a call.
            if x != column || row != self.row { moveCursor(row: row, column: x, cells: new) }
            if cell.style != style { setStyle(cell.style) }
            output.reserve(16)
            cell.content.store(in: &output)
            x += isWide ? 2 : 1
            column = x
        }
        if erasesTail {
            moveCursor(row: row, column: tail, cells: new)
            // Erase fills with the current background (on some terminals with more of the style).
            if !(style?.drawsSpaceBlank ?? false) { setStyle(.plain) }
            output.reserve(3)
            output.store(0x1B)
            output.store(0x5B)
            output.store(0x4B)  // K
        }
    }

    /// Scrolls `band` on the terminal: margins around it, SU or SD, margins reset. Lines that
    /// scroll in are erased in the current background, so the style is reset first.
    mutating func scroll(_ band: ScrollBand) {
        if style != .plain { setStyle(.plain) }
        output.reserve(32)
        output.append(Array("\u{1B}[\(band.regionTop + 1);\(band.regionBottom + 1)r".utf8))
        output.append(Array("\u{1B}[\(abs(band.shift))\(band.shift > 0 ? "S" : "T")\u{1B}[r".utf8))
        // Setting the margins moves the cursor home.
        row = 0
        column = 0
    }

    /// Encodes a row where either frame has links: every cell whose content, style or link
    /// changed is written (no erase at the end), a link opened where its cells start and
    /// closed before the cursor leaves them, and closed at the end of the row.
    private mutating func encodeLinkedRow(_ row: Int, old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, links: RowLinks) {
        if links.old == links.new, MemoryCompare.bytesEqual(old.baseAddress!, new.baseAddress!, count: width * MemoryLayout<Cell>.stride) { return }
        rowHasLinks = true
        defer {
            if openLink != nil { setLink(nil) }
            rowHasLinks = false
        }
        var x = 0
        while x < width {
            let cell = new[x]
            let isWide = x + 1 < width && new[x + 1].content.isContinuation
            if cell.content.isContinuation || (old[x] == cell && !(isWide && old[x + 1] != new[x + 1]) && !links.differ(at: x)) {
                x += 1
                continue
            }
            let link = links.new?[x]
            if link == nil, openLink != nil { setLink(nil) }
            moveCursor(row: row, column: x, cells: new)
            setLink(link)
            setStyle(cell.style)
            output.reserve(16)
            cell.content.store(in: &output)
            x += isWide ? 2 : 1
            column = x
        }
    }

    /// Opens `link` on the terminal (closing the one open), or closes the open one for nil.
    private mutating func setLink(_ link: TerminalLink?) {
        guard link != openLink else { return }
        output.append(link?.openSequence ?? TerminalLink.closeSequence)
        openLink = link
    }

    /// Shows the cursor on `focus` (accessible mode); the last thing a frame does.
    mutating func placeCursor(_ focus: FocusMark) {
        output.reserve(24)
        row = -1
        moveCursor(row: focus.y, column: focus.x, cells: UnsafeBufferPointer(start: nil, count: 0))
        output.append(Array("\u{1B}[?25h".utf8))
    }

    private mutating func setStyle(_ newStyle: Style) {
        guard style != newStyle else { return }
        if let bytes = sgrCache[newStyle] {
            output.append(bytes)
        } else {
            let bytes = Array(newStyle.selectGraphicRendition(in: colorMode).utf8)
            sgrCache[newStyle] = bytes
            output.append(bytes)
        }
        style = newStyle
    }

    private mutating func moveCursor(row target: Int, column targetColumn: Int, cells: UnsafeBufferPointer<Cell>) {
        if row == target, column == targetColumn { return }
        output.reserve(32)
        if row == target, column >= 0, column < targetColumn, column < width {
            if rewriteGap(from: column, to: targetColumn, cells: cells) { return }
            appendForward(targetColumn - column)
        } else if row >= 0, column >= 0, target == row + 1 {
            // CR LF: to the start of the next row, also from the pending wrap after the last column.
            output.store(0x0D)
            output.store(0x0A)
            column = 0
            if targetColumn > 0, !rewriteGap(from: 0, to: targetColumn, cells: cells) { appendForward(targetColumn) }
        } else {
            output.store(0x1B)
            output.store(0x5B)
            appendDecimal(target + 1)
            if targetColumn > 0 {
                output.store(0x3B)
                appendDecimal(targetColumn + 1)
            }
            output.store(0x48)  // H
        }
        row = target
        column = targetColumn
    }

    /// Writes the cells of a short gap again instead of moving over it, when that is fewer
    /// bytes and looks the same: single-byte cells in the style in effect, or blank cells in a
    /// style that draws a space as a blank.
    private mutating func rewriteGap(from start: Int, to end: Int, cells: UnsafeBufferPointer<Cell>) -> Bool {
        guard end - start <= 3, !rowHasLinks, let style else { return false }
        for x in start..<end {
            let cell = cells[x]
            guard cell.content.asciiByte != nil, cell.style == style || (cell == .blank && style.drawsSpaceBlank) else { return false }
        }
        for x in start..<end { output.store(cells[x].content.asciiByte!) }
        return true
    }

    private mutating func appendForward(_ count: Int) {
        output.store(0x1B)
        output.store(0x5B)
        if count > 1 { appendDecimal(count) }
        output.store(0x43)  // C
    }

    /// Stores `value` in decimal; room must have been reserved (a screen coordinate has at most 5 digits).
    private mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        output.store(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension Style {
    /// Whether a space in this style looks like a blank cell: no background, reverse or underline.
    fileprivate var drawsSpaceBlank: Bool { background == nil && !isReversed && !isUnderlined }
}

/// The links of one row in the last frame and in the new one, a link per cell.
struct RowLinks {
    let old: [TerminalLink?]?
    let new: [TerminalLink?]?

    /// Whether neither frame links a cell of the row.
    var isEmpty: Bool { old == nil && new == nil }

    /// Whether the cell at `x` is linked differently in the two frames.
    func differ(at x: Int) -> Bool { old?[x] != new?[x] }
}
