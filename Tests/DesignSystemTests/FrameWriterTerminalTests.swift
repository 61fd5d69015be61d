import Testing

@testable import DesignSystem

/// A small model of a terminal: enough of VT100/xterm to replay what ``FrameWriter`` sends
/// (CUP, CUF, CR LF, EL, ED, SGR, text with wide characters) and to say what the screen shows.
private struct VirtualTerminal {
    struct Slot: Equatable {
        var text = " "
        var sgr = "\u{1B}[0m"
    }

    let width: Int
    let height: Int
    var screen: [[Slot]]
    var row = 0
    /// The cursor column; `width` after the last column was written (pending wrap).
    var column = 0
    var sgr = "\u{1B}[0m"
    /// The scroll region (DECSTBM); the whole screen unless set.
    var margins: ClosedRange<Int>

    init(size: Size) {
        margins = 0...max(0, size.height - 1)
        width = size.width
        height = size.height
        screen = Array(repeating: Array(repeating: Slot(), count: size.width), count: size.height)
    }

    mutating func apply(_ bytes: [UInt8]) throws {
        var characters = String(decoding: bytes, as: UTF8.self)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.popFirst() == "[" else { throw Failure("ESC without [") }
                var parameters = ""
                while let next = characters.first, next.isNumber || next == ";" || next == "?" { parameters.append(characters.removeFirst()) }
                guard let final = characters.popFirst() else { throw Failure("unfinished CSI") }
                try control(final, parameters)
            case "\r\n":
                guard row + 1 < height, row != margins.upperBound else { throw Failure("line feed on the last row would scroll") }
                row += 1
                column = 0
            default:
                try put(character)
            }
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) throws {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case "C":
            column = min(width - 1, min(column, width - 1) + max(1, numbers.first ?? 1))
        case "K":
            for x in min(column, width - 1)..<width { screen[row][x] = Slot(text: " ", sgr: sgr) }
        case "J":
            screen = Array(repeating: Array(repeating: Slot(text: " ", sgr: sgr), count: width), count: height)
        case "m":
            sgr = "\u{1B}[" + parameters + "m"
        case "r":
            let top = max(1, numbers.first ?? 1) - 1
            let bottom = (numbers.count > 1 && numbers[1] > 0 ? numbers[1] : height) - 1
            guard top < bottom, bottom < height else { throw Failure("bad margins \(parameters)") }
            margins = top...bottom
            row = 0
            column = 0
        case "S", "T":
            let count = max(1, numbers.first ?? 1)
            for _ in 0..<count {
                if final == "S" {
                    screen.remove(at: margins.lowerBound)
                    screen.insert(Array(repeating: Slot(text: " ", sgr: sgr), count: width), at: margins.upperBound)
                } else {
                    screen.remove(at: margins.upperBound)
                    screen.insert(Array(repeating: Slot(text: " ", sgr: sgr), count: width), at: margins.lowerBound)
                }
            }
        case "h", "l":
            break
        default:
            throw Failure("unexpected CSI \(parameters)\(final)")
        }
    }

    private mutating func put(_ character: Character) throws {
        let characterWidth = character.displayWidth
        guard column + characterWidth <= width else { throw Failure("writes past the row's end (autowrap relied on)") }
        // A wide character loses both halves when either is overwritten.
        if screen[row][column].text.isEmpty, column > 0 { screen[row][column - 1].text = " " }
        let end = column + characterWidth
        if end < width, screen[row][end].text.isEmpty { screen[row][end].text = " " }
        screen[row][column] = Slot(text: String(character), sgr: sgr)
        if characterWidth == 2 { screen[row][column + 1] = Slot(text: "", sgr: sgr) }
        column = end
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

@Suite("Frame writer on a model terminal")
struct FrameWriterTerminalTests {
    static let styles = [
        Style.plain, Style(foreground: .text), Style(foreground: .accent, bold: true),
        Style(foreground: .text, background: .selection, bold: true), Style(foreground: .secondary, underline: true),
        Style(foreground: .accent, reverse: true), Style(foreground: .border),
    ]
    static let texts = ["hello", "한글 제목", "🎉 ok", "   ", "日本語テキスト", "a b  c", "│", "─────", "x", "👨‍👩‍👧 family", "é"]

    /// Whether the terminal shows `cell` in `slot`: same grapheme, same style, or, for a blank
    /// cell, a space in a style that draws spaces blank.
    private func shows(_ slot: VirtualTerminal.Slot, _ cell: Cell, mode: ColorMode) -> Bool {
        if cell.isContinuation { return slot.text.isEmpty }
        if slot.text != cell.grapheme { return false }
        if slot.sgr == cell.style.selectGraphicRendition(in: mode) { return true }
        guard cell == .blank else { return false }
        let style = Self.styles.first { $0.selectGraphicRendition(in: mode) == slot.sgr }
        return style.map { $0.background == nil && !$0.isReversed && !$0.isUnderlined } ?? false
    }

    private func randomFrame(from base: CellBuffer?, size: Size, using random: inout SplitMix) -> CellBuffer {
        var frame = base ?? CellBuffer(size: size)
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let y = Int.random(in: 0..<size.height, using: &random)
            let x = Int.random(in: -2..<size.width, using: &random)
            let style = Self.styles.randomElement(using: &random)!
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                frame.fill(Rect(x: x, y: y, width: Int.random(in: 1...size.width, using: &random), height: 1), style: .plain)
            case 1:
                frame.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: style)
            default:
                frame.write(Self.texts.randomElement(using: &random)!, x: x, y: y, style: style)
            }
        }
        return frame
    }

    /// `frame` with a band of rows moved up or down by one, a new row in the gap, and perhaps
    /// a row changed elsewhere: what scrolling a list looks like.
    private func scrolled(_ frame: CellBuffer, by shift: Int, using random: inout SplitMix) -> CellBuffer {
        let size = frame.size
        var next = frame
        let top = Int.random(in: 0..<max(1, size.height - 1), using: &random)
        let bottom = Int.random(in: top..<size.height, using: &random)
        next.copyRows(from: frame, shift: shift, top: top, bottom: bottom)
        next.write(
            Self.texts.randomElement(using: &random)!, x: 0, y: shift > 0 ? bottom : top,
            style: Self.styles.randomElement(using: &random)!)
        return next
    }

    /// A list in a box: a header, rows numbered from `first + 1`, a key bar; `selectedRow`
    /// highlighted where it is given.
    private func listFrame(size: Size, first: Int, selectedRow: Int? = nil) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        buffer.write("╭ header ╮", x: 0, y: 0, style: Style(foreground: .border))
        for row in 1..<size.height - 1 {
            let style = row == selectedRow ? Style(background: .selection, bold: true) : Style(foreground: .text)
            buffer.write("│ \(first + row) 게시글 제목 🎉", x: 0, y: row, style: style)
        }
        buffer.write("keys", x: 0, y: size.height - 1, style: Style(foreground: .secondary))
        return buffer
    }

    /// Draws the list from 10, then scrolled by `shift`, on a model terminal; checks that the
    /// terminal shows every cell of the second frame and returns that frame's output.
    private func scrollList(size: Size, by shift: Int, selectedRow: Int? = nil) throws -> String {
        var writer = FrameWriter(colorMode: .trueColor)
        var terminal = VirtualTerminal(size: size)
        try terminal.apply(writer.outputBytes(for: listFrame(size: size, first: 10, selectedRow: selectedRow)))
        let next = listFrame(size: size, first: 10 + shift, selectedRow: selectedRow)
        let bytes = writer.outputBytes(for: next)
        try terminal.apply(bytes)
        for y in 0..<size.height {
            for x in 0..<size.width {
                #expect(shows(terminal.screen[y][x], next[x, y], mode: .trueColor), "cell \(x),\(y)")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "a list scrolled by a row, up or down, is scrolled on the terminal and only the new rows are written",
        arguments: [1, -1])
    func scrolledList(shift: Int) throws {
        let text = try scrollList(size: Size(width: 30, height: 12), by: shift)
        #expect(text.contains(shift > 0 ? "1S" : "1T"))
        #expect(text.components(separatedBy: "게시글").count == 2, "only the row scrolled in is written")
    }

    @Test(
        "a table scrolled under a selection that stays: the rows above it and the rows below it scroll as two bands",
        arguments: [1, -1])
    func scrolledUnderSelection(shift: Int) throws {
        let text = try scrollList(size: Size(width: 30, height: 16), by: shift, selectedRow: 6)
        #expect(text.components(separatedBy: shift > 0 ? "1S" : "1T").count == 3, "two scrolls")
        // Written whole: the row scrolled into each band; the selected row, which stayed, only
        // where its number changed.
        #expect(text.components(separatedBy: "게시글").count == 3)
    }

    @Test(
        "every frame of random sequences shows exactly on a terminal that replays the writer's bytes",
        arguments: [ColorMode.trueColor, .ansi16, .none])
    func randomSequences(mode: ColorMode) throws {
        var random = SplitMix(state: 2026)
        for sequence in 0..<40 {
            let size = Size(width: Int.random(in: 6...30, using: &random), height: Int.random(in: 2...10, using: &random))
            var writer = FrameWriter(colorMode: mode)
            var terminal = VirtualTerminal(size: size)
            var frame: CellBuffer?
            for step in 0..<25 {
                var next = randomFrame(from: Bool.random(using: &random) ? frame : nil, size: size, using: &random)
                if let frame, Int.random(in: 0..<3, using: &random) == 0 {
                    next = scrolled(frame, by: Bool.random(using: &random) ? 1 : -1, using: &random)
                    // Sometimes a second band, up or down, somewhere else or across the first.
                    if Bool.random(using: &random) { next = scrolled(next, by: Bool.random(using: &random) ? 1 : -1, using: &random) }
                }
                try terminal.apply(writer.outputBytes(for: next))
                for y in 0..<size.height {
                    for x in 0..<size.width where !shows(terminal.screen[y][x], next[x, y], mode: mode) {
                        Issue.record("sequence \(sequence), step \(step): cell \(x),\(y) shows \(terminal.screen[y][x]), frame has \(next[x, y])")
                        return
                    }
                }
                frame = next
            }
        }
    }
}

extension CellBuffer {
    /// Rows `top...bottom` take the content of the rows `shift` below them (above, when negative).
    fileprivate mutating func copyRows(from source: CellBuffer, shift: Int, top: Int, bottom: Int) {
        for row in top...bottom where (0..<size.height).contains(row + shift) {
            for column in 0..<size.width { cells[row * size.width + column] = source[column, row + shift] }
        }
    }
}
