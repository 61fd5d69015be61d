import Testing

@testable import DesignSystem

/// The buffer places runs of ASCII and of wide scalars straight from the bytes. A model that
/// takes none of those shortcuts (every grapheme cluster by Swift's own breaking, placed cell by
/// cell with the buffer's rules for wide graphemes) must draw the same cells.
@Suite("Cell buffer: runs against a model")
struct CellBufferRunTests {
    /// What the runs take, and what they must stop before: jamo that join a syllable, marks,
    /// selectors, joiners, modifiers and regional indicators.
    static let pieces = [
        "가", "힣", "漢", "あ", "ア", "a", " ", "#", "1", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{FE0F}", "\u{200D}", "\u{301}",
        "\u{3099}", "\u{20E3}", "🎉", "👍", "\u{1F3FD}", "🇰", "🇷", "·", "é", "ｱ",
    ]

    /// `text` written from `x` up to `limit` over `row`, one cluster at a time: a cluster that
    /// does not fit ends the text (a wide one leaves a space in a last free column); a wide
    /// grapheme cut by the left edge leaves a space in column 0; a wide grapheme any write cuts
    /// in half leaves a space in its other half.
    static func modelWrite(_ text: String, x: Int, limit: Int, over row: [Cell]) -> [Cell] {
        var cells = row
        func put(_ content: Grapheme, at column: Int, width: Int, style: Style) {
            if column > 0, cells[column].isContinuation { cells[column - 1].content = .space }
            if column + width < cells.count, cells[column + width].isContinuation { cells[column + width].content = .space }
            cells[column] = Cell(content: content, style: style)
            if width == 2 { cells[column + 1] = Cell(content: .continuation, style: style) }
        }
        var column = x
        for cluster in TerminalSanitizer.sanitize(text) {
            let (grapheme, width) = Grapheme.drawn(cluster)
            guard width > 0 else { continue }
            guard column + width <= limit else {
                if width == 2, column >= 0, column < limit { put(.space, at: column, width: 1, style: .plain) }
                break
            }
            if column >= 0 {
                put(grapheme, at: column, width: width, style: .plain)
            } else if column + width > 0 {
                put(.space, at: 0, width: 1, style: .plain)
            }
            column += width
        }
        return cells
    }

    @Test("random texts draw what the model draws, over wide cells, at any x and limit")
    func runsMatchTheModel() {
        var random = SplitMix(state: 43)
        for round in 0..<4_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let width = Int.random(in: 1...16, using: &random)
            var buffer = CellBuffer(size: Size(width: width, height: 1))
            buffer.write(String(repeating: "한a", count: 8), x: Int.random(in: -1...1, using: &random), y: 0)
            let before = buffer.cells
            let x = Int.random(in: -3...width, using: &random)
            let maxWidth = Int.random(in: 0...width + 2, using: &random)
            buffer.write(text, x: x, y: 0, maxWidth: maxWidth)
            let limit = min(width, x + maxWidth)
            let expected = limit > x && x < width ? Self.modelWrite(text, x: x, limit: limit, over: before) : before
            guard buffer.cells == expected else {
                let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
                Issue.record(
                    "round \(round): \(scalars) at x \(x), width \(maxWidth) of \(width): \(buffer.cells.map(\.grapheme)) against \(expected.map(\.grapheme))")
                return
            }
        }
    }
}
