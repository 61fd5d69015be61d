import DesignSystem
import Testing

/// The two width rules for emoji ZWJ sequences: one cluster of 2 columns on a terminal with
/// grapheme clustering (mode 2027), the emoji side by side on one without (xterm), where the
/// layout, the cells and the bytes the frame writer sends must all count the same columns.
@Suite("Grapheme width rule")
struct GraphemeWidthRuleTests {
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    static let apart = "\u{1F468}\u{1F469}\u{1F467}"

    @Test("with clusters a ZWJ family is one 2-column cluster, in the layout and in the cells")
    func clusters() {
        GraphemeWidthRule.with(.clusters) {
            #expect(Self.family.displayWidth == 2)
            #expect(("x" + Self.family + "y").displayWidth == 4)
            var buffer = CellBuffer(size: Size(width: 10, height: 1))
            #expect(buffer.write("x" + Self.family + "y", x: 0, y: 0) == 4)
            #expect(buffer[1, 0].grapheme == Self.family)
            #expect(buffer[3, 0].grapheme == "y")
        }
    }

    @Test("with code points a ZWJ family is its three emoji, 6 columns, and no joiner is sent")
    func codePoints() {
        GraphemeWidthRule.with(.codePoints) {
            #expect(Character(Self.family).displayWidth == 6)
            #expect(("x" + Self.family + "y").displayWidth == 8)
            var buffer = CellBuffer(size: Size(width: 10, height: 1))
            #expect(buffer.write("x" + Self.family + "y", x: 0, y: 0) == 8)
            #expect(buffer.plainText == "x" + Self.apart + "y")
            #expect(buffer[7, 0].grapheme == "y")
            var writer = FrameWriter(colorMode: .none)
            let bytes = writer.outputBytes(for: buffer)
            #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains("\u{200D}"))
            // Selectors and skin tones inside a sequence go too: each emoji is drawn alone.
            #expect(Character("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}").displayWidth == 4)
            #expect(Character("\u{1F3C3}\u{200D}\u{2640}\u{FE0F}").displayWidth == 3)
            // Clusters that are not emoji ZWJ sequences measure as under the other rule.
            #expect(Character("\u{1F1F0}\u{1F1F7}").displayWidth == 2)
            #expect(Character("\u{1F44D}\u{1F3FD}").displayWidth == 2)
            #expect("한글".displayWidth == 4)
        }
    }

    @Test("with code points a family that does not fit is cut between its emoji, never past the width")
    func cut() {
        GraphemeWidthRule.with(.codePoints) {
            var buffer = CellBuffer(size: Size(width: 5, height: 1))
            buffer.write(Self.family + "y", x: 0, y: 0)
            #expect(buffer.plainText == "\u{1F468}\u{1F469}")
            let lines = TextLayout.wrap("ab " + Self.family + " cd", width: 7)
            #expect(lines.allSatisfy { $0.displayWidth <= 7 }, "\(lines)")
        }
    }

    @Test("a text laid out under one rule is laid out again under the other")
    func relayout() {
        let text = Text("ab " + Self.family)
        let under = { (rule: GraphemeWidthRule) in
            GraphemeWidthRule.with(rule) { text.size(fitting: Size(width: 20, height: 5)).width }
        }
        #expect(under(.clusters) == 5)
        #expect(under(.codePoints) == 9)
        #expect(under(.clusters) == 5)
    }
}
