import DesignSystem
import Testing

/// Input that must lose nothing and cost bounded time and memory, whatever the reads look like.
@Suite("Key decoder under hostile input")
struct KeyDecoderRobustnessTests {
    @Test("a UTF-8 character split across reads survives an escape timeout between them")
    func splitCharacterSurvivesTimeout() {
        var decoder = KeyDecoder()
        var keys = decoder.decode(Array("ab".utf8) + [0xED, 0x95])
        #expect(!decoder.isAwaitingEscapeTimeout)
        keys += decoder.flushEscape()
        keys += decoder.decode([0x9C] + Array("cd".utf8))
        #expect(keys == "ab한cd".map { Key.character($0) })
        let emoji = Array("🎲".utf8)
        keys = decoder.decode(Array(emoji.prefix(2)))
        keys += decoder.flushEscape()
        keys += decoder.decode(Array(emoji.dropFirst(2)))
        #expect(keys == [.character("🎲")])
    }

    @Test("an invalid UTF-8 byte becomes U+FFFD and keeps the ASCII after it")
    func invalidLeadByte() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x43, 0xC3, 0x78, 0x44]) == [.character("C"), .character("\u{FFFD}"), .character("x"), .character("D")])
        #expect(decoder.decode([0xFF, 0x80, 0x41]) == [.character("\u{FFFD}"), .character("\u{FFFD}"), .character("A")])
    }

    @Test("a split escape sequence is one key; after the timeout ESC is Escape and ESC+key is Alt+key")
    func splitSequenceAndAlt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.isAwaitingEscapeTimeout)
        #expect(decoder.decode(Array("D".utf8)) == [.left])
        #expect(decoder.decode(Array("\u{1B}x".utf8)) == [.alt("x")])
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flushEscape() == [.escape])
        #expect(decoder.decode(Array("x".utf8)) == [.character("x")])
    }

    @Test("Alt with a key beyond ASCII is Alt+that character, even split across reads and past the escape timeout")
    func altWithNonASCII() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}한".utf8)) == [.alt("한")])
        #expect(decoder.decode(Array("\u{1B}é\u{1B}🎲x".utf8)) == [.alt("é"), .alt("🎲"), .character("x")])
        let bytes = Array("\u{1B}ж".utf8)
        #expect(decoder.decode(Array(bytes.prefix(2))) == [])
        #expect(decoder.flushEscape() == [], "a partial character is not subject to the escape timeout")
        #expect(decoder.decode(Array(bytes.dropFirst(2))) == [.alt("ж")])
        // Cut short by ASCII: Alt+U+FFFD, and the ASCII byte is kept.
        #expect(decoder.decode([0x1B, 0xED, 0x41]) == [.alt("\u{FFFD}"), .character("A")])
    }

    @Test("an unterminated paste ends at 1 MiB and at a quiet period; keys work after it")
    func boundedPaste() {
        var decoder = KeyDecoder()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
        var pasted: [Key] = decoder.decode(Array("\u{1B}[200~".utf8))
        for _ in 0..<40 { pasted += decoder.decode(chunk) }
        #expect(pasted == [.paste(String(repeating: "a", count: KeyDecoder.maximumPasteBytes))])
        #expect(decoder.isInPaste)
        #expect(decoder.endPaste() == [])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])

        #expect(decoder.decode(Array("\u{1B}[200~short".utf8)) == [])
        #expect(decoder.endPaste() == [.paste("short")])
        #expect(decoder.decode([3]) == [.control("c")])
    }

    @Test("a control sequence with megabytes of parameters is dropped, the key after it decodes")
    func endlessControlSequence() {
        var decoder = KeyDecoder()
        var keys = decoder.decode(Array("\u{1B}[".utf8))
        let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 1 << 20)
        for _ in 0..<2 { keys += decoder.decode(digits) }
        keys += decoder.decode(Array("Ax".utf8))
        #expect(keys == [.character("x")])
        keys = decoder.decode(Array("\u{1B}[".utf8) + digits)
        keys += decoder.flushEscape()
        keys += decoder.decode(Array("q".utf8))
        #expect(keys == [.character("q")])
    }

    @Test("a malformed sequence does not swallow the character after it")
    func malformedSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[31한".utf8)) == [.character("한")])
    }

    @Test("an operating system command (a terminal's reply, or escape codes pasted as keys) types nothing, however it is split")
    func operatingSystemCommandTypesNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]0;PWNED\u{07}a".utf8)) == [.character("a")])
        #expect(decoder.decode(Array("\u{1B}]52;c;Zm9v\u{1B}\\b".utf8)) == [.character("b")])
        var keys: [Key] = []
        for byte in Array("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{07}".utf8) { keys += decoder.decode([byte]) }
        #expect(keys == "link".map { Key.character($0) })
    }

    @Test("an unfinished operating system command ends at the escape timeout; Ctrl-C inside one still quits; a bare ESC ] is Alt+]")
    func unfinishedOperatingSystemCommand() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]0;never ends".utf8)) == [])
        #expect(decoder.isAwaitingEscapeTimeout)
        #expect(decoder.flushEscape() == [])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        #expect(decoder.decode(Array("\u{1B}]0;x".utf8) + [0x03]) == [.control("c")])
        #expect(decoder.decode(Array("\u{1B}]".utf8)) == [])
        #expect(decoder.flushEscape() == [.alt("]")])
        #expect(decoder.decode(Array("\u{1B}]0;x\u{1B}".utf8)) == [])
        #expect(decoder.flushEscape() == [.escape], "the ESC that came last was the Escape key")
        #expect(decoder.decode(Array("\u{1B}]0;x\u{1B}[A".utf8)) == [.up], "a new sequence ends the command")
    }

    @Test("a C1 control (NEL, C2 85) is no typed character, alone or after Alt; the keys around it decode")
    func c1ControlsAreNoCharacters() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x61, 0xC2, 0x85, 0x62]) == [.character("a"), .character("b")])
        #expect(decoder.decode([0xC2, 0x80, 0xC2, 0x9F, 0xC2, 0xA0]) == [.character("\u{A0}")])
        #expect(decoder.decode([0x1B, 0xC2, 0x9B, 0x41]) == [.character("A")])
    }

    @Test("a paste cut at its limit keeps at most maximumPasteBytes, even when a partial end marker fills it")
    func pasteCutAtTheLimitByAPartialMarker() {
        var decoder = KeyDecoder()
        var keys = decoder.decode(Array("\u{1B}[200~".utf8))
        keys += decoder.decode([UInt8](repeating: UInt8(ascii: "a"), count: KeyDecoder.maximumPasteBytes - 1))
        // "ESC [ 2 0 1" then "x": five bytes held back as a possible end marker, then released at once.
        keys += decoder.decode(Array("\u{1B}[201x".utf8))
        #expect(keys.count == 1)
        guard case .paste(let text) = keys.first else {
            Issue.record("expected a paste, got \(keys)")
            return
        }
        #expect(text.utf8.count == KeyDecoder.maximumPasteBytes)
    }

    @Test("a paste cut inside a character leaves the character out rather than growing past the limit")
    func pasteCutInsideACharacter() {
        var decoder = KeyDecoder()
        var keys = decoder.decode(Array("\u{1B}[200~".utf8))
        keys += decoder.decode([UInt8](repeating: UInt8(ascii: "a"), count: KeyDecoder.maximumPasteBytes - 1))
        keys += decoder.decode(Array("한".utf8))
        guard case .paste(let text) = keys.first else {
            Issue.record("expected a paste, got \(keys)")
            return
        }
        #expect(text.utf8.count == KeyDecoder.maximumPasteBytes - 1)
        #expect(text.unicodeScalars.allSatisfy { $0 == "a" })
    }
}
