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

/// The terminal's answer to the background query is no key, and its colour is kept.
@Suite("Background colour reply")
struct BackgroundReplyTests {
    @Test("OSC 11 answers in any digit count, ended by BEL or ST, split across reads, give the colour once and no key")
    func replies() {
        let cases: [(String, RGBColor)] = [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", RGBColor(red: 255, green: 255, blue: 255)),
            ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", RGBColor(red: 0, green: 0, blue: 0)),
            ("\u{1B}]11;rgb:1e1e/1e1e/2424\u{07}", RGBColor(red: 0x1E, green: 0x1E, blue: 0x24)),
            ("\u{1B}]11;rgb:f/8/0\u{07}", RGBColor(red: 255, green: 136, blue: 0)),
            ("\u{1B}]11;rgb:FD/F6/E3\u{07}", RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)),
            ("\u{1B}]11;rgba:ffff/ffff/ffff/8000\u{07}", RGBColor(red: 255, green: 255, blue: 255)),
        ]
        for (reply, color) in cases {
            var decoder = KeyDecoder()
            let bytes = Array(reply.utf8)
            var keys = decoder.decode(Array(bytes.prefix(7)))
            keys += decoder.decode(Array(bytes.dropFirst(7)) + Array("x".utf8))
            #expect(keys == [.character("x")], "\(reply)")
            #expect(decoder.takeBackgroundColor() == color, "\(reply)")
            #expect(decoder.takeBackgroundColor() == nil)
        }
    }

    @Test("other commands, malformed colours, cut or overlong answers give no colour, and never a key")
    func notReplies() {
        let cases = [
            "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;?\u{07}", "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}",
            "\u{1B}]11;rgb:gg/00/00\u{07}", "\u{1B}]11;#ffffff\u{07}", "\u{1B}]11;rgb:ff/ff/ff" + String(repeating: "0", count: 60) + "\u{07}",
            "\u{1B}]11;rgb://\u{07}", "\u{1B}]8;;http://x/\u{07}",
        ]
        for reply in cases {
            var decoder = KeyDecoder()
            #expect(decoder.decode(Array(reply.utf8)).isEmpty, "\(reply)")
            #expect(decoder.takeBackgroundColor() == nil, "\(reply)")
        }
        // An answer cut by a key does not lend its bytes to the next, empty, command.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]11;rgb:ffff/ffff/ffff\ra\u{1B}]\u{07}".utf8)) == [.enter, .character("a")])
        #expect(decoder.takeBackgroundColor() == nil)
    }
}
