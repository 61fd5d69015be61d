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

    init(size: Size) {
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
                guard row + 1 < height else { throw Failure("line feed on the last row would scroll") }
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

/// A seeded generator, so a failing sequence of frames can be replayed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
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

    @Test("every frame of random sequences shows exactly on a terminal that replays the writer's bytes",
          arguments: [ColorMode.trueColor, .ansi16, .none])
    func randomSequences(mode: ColorMode) throws {
        var random = SplitMix(state: 2026)
        for sequence in 0..<40 {
            let size = Size(width: Int.random(in: 6...30, using: &random), height: Int.random(in: 2...6, using: &random))
            var writer = FrameWriter(colorMode: mode)
            var terminal = VirtualTerminal(size: size)
            var frame: CellBuffer?
            for step in 0..<25 {
                let next = randomFrame(from: Bool.random(using: &random) ? frame : nil, size: size, using: &random)
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
