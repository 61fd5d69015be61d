import DesignSystem
import Testing

@Suite("Key decoder")
struct KeyDecoderTests {
    /// The keys of `chunks` read one after another, then a pause long enough to settle a lone ESC.
    private func keys(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) } + decoder.flushEscape()
    }

    @Test("printable text, Korean included, becomes characters")
    func characters() {
        #expect(keys(Array("1q한".utf8)) == [.character("1"), .character("q"), .character("한")])
    }

    @Test("a multi-byte character split across reads decodes once complete")
    func splitUTF8() {
        let bytes = Array("한".utf8)
        #expect(keys([bytes[0]], [bytes[1], bytes[2]]) == [.character("한")])
    }

    @Test(
        "arrow, navigation and editing keys",
        arguments: [
            ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
            ("\r", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{3}", .control("c")), ("\u{1B}", .escape),
        ])
    func specialKeys(sequence: String, key: Key) {
        #expect(keys(Array(sequence.utf8)) == [key])
    }

    @Test("a lone ESC waits for the rest of a sequence; split sequences decode whole")
    func escapeWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("[A".utf8)) == [.up])
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flushEscape() == [.escape])
        #expect(!decoder.hasPendingInput)
    }

    @Test("bracketed paste arrives as one key, even across reads, Korean included")
    func bracketedPaste() {
        let start = Array("\u{1B}[200~".utf8)
        let end = Array("\u{1B}[201~".utf8)
        let text = Array("붙여넣기 q\n".utf8)
        #expect(keys(start + text + end + Array("x".utf8)) == [.paste("붙여넣기 q\n"), .character("x")])
        #expect(keys(start + Array(text.prefix(4)), Array(text.dropFirst(4)) + end.prefix(3), Array(end.dropFirst(3))) == [.paste("붙여넣기 q\n")])
    }

    @Test("unknown sequences are dropped whole, keys after them still decode")
    func unknownSequence() {
        #expect(keys(Array("\u{1B}[99~x".utf8)) == [.character("x")])
        #expect(keys(Array("\u{1B}[1;5Px".utf8)) == [.character("x")])
    }
}
