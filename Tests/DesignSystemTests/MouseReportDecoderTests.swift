import DesignSystem
import Testing

@Suite("Mouse reports in the key decoder")
struct MouseReportDecoderTests {
    private func keys(_ chunks: String...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode(Array($0.utf8)) } + decoder.flushEscape()
    }

    @Test("an SGR press and release of the left button, at zero-based cells")
    func pressAndRelease() {
        #expect(
            keys("\u{1B}[<0;5;3M\u{1B}[<0;5;3m") == [
                .mouse(MouseEvent(kind: .press, button: .left, x: 4, y: 2)),
                .mouse(MouseEvent(kind: .release, button: .left, x: 4, y: 2)),
            ])
    }

    @Test("wheel steps, a drag with the left button, the right button")
    func wheelDragRight() {
        #expect(
            keys("\u{1B}[<64;10;10M", "\u{1B}[<65;10;10M", "\u{1B}[<32;2;2M", "\u{1B}[<2;1;1M") == [
                .mouse(MouseEvent(kind: .wheelUp, button: .none, x: 9, y: 9)),
                .mouse(MouseEvent(kind: .wheelDown, button: .none, x: 9, y: 9)),
                .mouse(MouseEvent(kind: .drag, button: .left, x: 1, y: 1)),
                .mouse(MouseEvent(kind: .press, button: .right, x: 0, y: 0)),
            ])
    }

    @Test("coordinates 1 and 300: past the 223 the old X10 form could carry")
    func largeCoordinates() {
        #expect(keys("\u{1B}[<0;300;1M") == [.mouse(MouseEvent(kind: .press, button: .left, x: 299, y: 0))])
    }

    @Test("a report split across reads at every byte decodes the same, and keys around it stay keys")
    func splitAnywhere() {
        let bytes = Array("a\u{1B}[<0;120;40Mb".utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let decoded = decoder.decode(Array(bytes[..<cut])) + decoder.decode(Array(bytes[cut...]))
            #expect(decoded == [.character("a"), .mouse(MouseEvent(kind: .press, button: .left, x: 119, y: 39)), .character("b")])
        }
    }

    @Test(
        "malformed or hostile reports are dropped whole, never typed as text",
        arguments: [
            "\u{1B}[<0;0;5M", "\u{1B}[<0;5M", "\u{1B}[<0;5;5;5M", "\u{1B}[<;5;5M", "\u{1B}[<0;5;5X", "\u{1B}[<0;5;;5M",
            "\u{1B}[<66;5;5M", "\u{1B}[<128;5;5M",
        ])
    func malformed(report: String) {
        #expect(keys(report + "z") == [.character("z")])
    }

    @Test("a coordinate of sixty digits is clamped, not trapped on")
    func hugeNumber() {
        let digits = String(repeating: "9", count: 55)
        #expect(
            keys("\u{1B}[<0;\(digits);2M")
                == [.mouse(MouseEvent(kind: .press, button: .left, x: MouseEvent.maximumCoordinate - 1, y: 1))])
    }

    /// `ESC [ M` and the three X10 bytes (each value plus 32; columns and rows from 1).
    private func x10(_ code: Int, _ column: Int, _ row: Int) -> [UInt8] {
        Array("\u{1B}[M".utf8) + [UInt8(code + 32), UInt8(column + 32), UInt8(row + 32)]
    }

    @Test("X10 reports, from a terminal without SGR reports: press, release, wheel, drag, a move with no button, and columns past 94 (bytes past 0x7F)")
    func legacyReports() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(x10(0, 5, 3) + x10(3, 5, 3) + x10(64, 1, 1) + x10(65, 2, 2) + x10(32, 100, 50) + x10(35, 7, 7) + x10(2, 223, 1))
        #expect(
            keys == [
                .mouse(MouseEvent(kind: .press, button: .left, x: 4, y: 2)),
                .mouse(MouseEvent(kind: .release, button: .none, x: 4, y: 2)),
                .mouse(MouseEvent(kind: .wheelUp, button: .none, x: 0, y: 0)),
                .mouse(MouseEvent(kind: .wheelDown, button: .none, x: 1, y: 1)),
                .mouse(MouseEvent(kind: .drag, button: .left, x: 99, y: 49)),
                .mouse(MouseEvent(kind: .drag, button: .none, x: 6, y: 6)),
                .mouse(MouseEvent(kind: .press, button: .right, x: 222, y: 0)),
            ])
    }

    @Test("an X10 report's bytes are never typed: split at every byte, malformed, or cut short by the escape timeout")
    func legacyReportsAreNeverKeys() {
        // A left press at row 17 and column 81 sends a space, `1` and `q`: keys that act.
        let bytes = Array("a".utf8) + x10(0, 81, 17) + Array("b".utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let decoded = decoder.decode(Array(bytes[..<cut])) + decoder.decode(Array(bytes[cut...]))
            #expect(decoded == [.character("a"), .mouse(MouseEvent(kind: .press, button: .left, x: 80, y: 16)), .character("b")])
        }
        var malformed = KeyDecoder()
        #expect(malformed.decode(Array("\u{1B}[M".utf8) + [0x20, 0x1F, 0x21] + Array("z".utf8)) == [.character("z")])
        var cut = KeyDecoder()
        #expect(cut.decode(Array("\u{1B}[M 1".utf8)).isEmpty)
        #expect(cut.isAwaitingEscapeTimeout)
        #expect(cut.flushEscape().isEmpty)
        #expect(cut.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test("focus reports: ESC [ I gains, ESC [ O loses the window's focus")
    func focus() {
        #expect(keys("\u{1B}[I", "\u{1B}[O") == [.focus(true), .focus(false)])
    }

    @Test("a focus report split over two or three reads is still one report, not Escape and letters")
    func splitFocus() {
        #expect(keys("\u{1B}", "[O") == [.focus(false)])
        #expect(keys("\u{1B}[", "I") == [.focus(true)])
        #expect(keys("\u{1B}", "[", "O", "a") == [.focus(false), .character("a")])
    }
}
