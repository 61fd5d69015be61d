import Testing
import DesignSystem

@Suite("Key decoder")
struct KeyDecoderTests {
    private func keys(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) }
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

    @Test("arrow, navigation and editing keys", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
        ("\r", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{3}", .control("c")), ("\u{1B}", .escape),
    ])
    func specialKeys(sequence: String, key: Key) {
        #expect(keys(Array(sequence.utf8)) == [key])
    }

    @Test("unknown sequences are dropped whole, keys after them still decode")
    func unknownSequence() {
        #expect(keys(Array("\u{1B}[200~x".utf8)) == [.character("x")])
        #expect(keys(Array("\u{1B}[1;5Px".utf8)) == [.character("x")])
    }
}
