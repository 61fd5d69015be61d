import Testing

@testable import DesignSystem

/// The kitty keyboard protocol's forms in the key decoder: `CSI … u` keys with modifiers, the
/// functional keys with modifiers, and the terminal's answers to the queries, which are no keys.
@Suite("Key decoder: kitty keyboard protocol")
struct KittyKeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test(
        "CSI code ; modifiers u is the key it names",
        arguments: [
            ("\u{1B}[27u", Key.escape), ("\u{1B}[27;1u", .escape), ("\u{1B}[27;3u", .escape),
            ("\u{1B}[13u", .enter), ("\u{1B}[13;2u", .enter), ("\u{1B}[57414u", .enter),
            ("\u{1B}[9u", .tab), ("\u{1B}[9;2u", .backTab), ("\u{1B}[127u", .backspace), ("\u{1B}[127;5u", .backspace),
            ("\u{1B}[105;5u", .control("i")), ("\u{1B}[109;5u", .control("m")), ("\u{1B}[99;5u", .control("c")),
            ("\u{1B}[99;6u", .control("c")), ("\u{1B}[99;5:1u", .control("c")), ("\u{1B}[99;5:2u", .control("c")),
            ("\u{1B}[99;133u", .control("c")), ("\u{1B}[99:67;5u", .control("c")),
            ("\u{1B}[97;3u", .alt("a")), ("\u{1B}[97;4u", .alt("A")), ("\u{1B}[97u", .character("a")), ("\u{1B}[97;2u", .character("A")),
            ("\u{1B}[54620u", .character("한")), ("\u{1B}[54620;3u", .alt("한")), ("\u{1B}[97;65u", .character("a")),
            ("\u{1B}[97;1;97u", .character("a")),
        ])
    func keyForms(sequence: String, key: Key) {
        #expect(keys(sequence) == [key], "\(sequence.debugDescription)")
    }

    @Test(
        "a release, a key with super, hyper or meta, a functional key without a Key, a control code, and malformed reports are no key",
        arguments: [
            "\u{1B}[99;5:3u", "\u{1B}[97;9u", "\u{1B}[97;17u", "\u{1B}[97;33u", "\u{1B}[57399u", "\u{1B}[57441;2u",
            "\u{1B}[0u", "\u{1B}[1u", "\u{1B}[128u", "\u{1B}[55296u", "\u{1B}[1114112u", "\u{1B}[99999999u", "\u{1B}[u",
            "\u{1B}[;5u", "\u{1B}[97;0u", "\u{1B}[97;<5u", "\u{1B}[97;5:1:2u", "\u{1B}[97;5;1;2u", "\u{1B}[49;5u", "\u{1B}[>1u", "\u{1B}[=1u",
        ])
    func noKey(sequence: String) {
        #expect(keys(sequence) == [], "\(sequence.debugDescription)")
    }

    @Test(
        "the functional keys with modifiers are the keys without them",
        arguments: [
            ("\u{1B}[1;5A", Key.up), ("\u{1B}[1;2B", .down), ("\u{1B}[1;3C", .right), ("\u{1B}[1;5D", .left),
            ("\u{1B}[1;5H", .home), ("\u{1B}[1;2F", .end), ("\u{1B}[3;5~", .delete), ("\u{1B}[5;3~", .pageUp), ("\u{1B}[6;5:1~", .pageDown),
        ])
    func functionalKeys(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test("Esc as CSI 27 u needs no escape timeout: nothing waits after it")
    func escapeIsImmediate() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[27u".utf8)) == [.escape])
        #expect(!decoder.isAwaitingEscapeTimeout)
        #expect(!decoder.hasPendingInput)
    }

    @Test("a key split across reads decodes whole")
    func split() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[10".utf8)) == [])
        #expect(decoder.decode(Array("5;5".utf8)) == [])
        #expect(decoder.decode(Array("uz".utf8)) == [.control("i"), .character("z")])
    }

    @Test("the answers to the flags query and DA1 are no keys, and are kept in order for the host")
    func replies() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("x\u{1B}[?1u\u{1B}[?62;22cy\u{1B}[?0u".utf8)) == [.character("x"), .character("y")])
        #expect(decoder.takeTerminalReplies() == [.keyboardFlags(1), .primaryDeviceAttributes, .keyboardFlags(0)])
        #expect(decoder.takeTerminalReplies() == [])
        // Split anywhere, and late: still no key.
        #expect(decoder.decode(Array("\u{1B}[?".utf8)) == [])
        #expect(decoder.decode(Array("31u\u{1B}[?6".utf8)) == [])
        #expect(decoder.decode(Array("c".utf8)) == [])
        #expect(decoder.takeTerminalReplies() == [.keyboardFlags(31), .primaryDeviceAttributes])
        // Not replies: dropped, no key either.
        #expect(decoder.decode(Array("\u{1B}[?<1u\u{1B}[?1;:c".utf8)) == [])
        #expect(decoder.takeTerminalReplies() == [])
    }

    @Test("replies nobody takes are bounded")
    func boundedReplies() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array(String(repeating: "\u{1B}[?1u", count: 100).utf8))
        #expect(decoder.takeTerminalReplies().count == 16)
    }
}

/// The host's negotiation, answer by answer.
@Suite("Kitty keyboard negotiation")
struct KittyKeyboardNegotiationTests {
    @Test("flags then DA1: push and ask again; flag 1 then DA1: on")
    func positive() {
        var negotiation = KittyKeyboardNegotiation()
        negotiation.asked()
        #expect(negotiation.take(.keyboardFlags(0)) == .wait)
        #expect(negotiation.take(.primaryDeviceAttributes) == .pushAndConfirm)
        #expect(negotiation.isAwaitingAnswer)
        #expect(negotiation.take(.keyboardFlags(1)) == .wait)
        #expect(negotiation.take(.primaryDeviceAttributes) == .turnedOn)
        #expect(negotiation.phase == .on)
        #expect(!negotiation.isAwaitingAnswer)
    }

    @Test("DA1 alone: give up; flags not taken: pop; a timeout while confirming: pop; late answers change nothing")
    func negative() {
        var lacking = KittyKeyboardNegotiation()
        lacking.asked()
        #expect(lacking.take(.primaryDeviceAttributes) == .giveUp)
        #expect(lacking.take(.keyboardFlags(1)) == .wait)
        #expect(lacking.take(.primaryDeviceAttributes) == .wait)
        #expect(lacking.phase == .off)

        var refusing = KittyKeyboardNegotiation()
        refusing.asked()
        _ = refusing.take(.keyboardFlags(0))
        _ = refusing.take(.primaryDeviceAttributes)
        #expect(refusing.take(.keyboardFlags(0)) == .wait)
        #expect(refusing.take(.primaryDeviceAttributes) == .pop)

        var slow = KittyKeyboardNegotiation()
        slow.asked()
        #expect(slow.timedOut() == .giveUp)
        #expect(slow.take(.keyboardFlags(0)) == .wait)
        #expect(slow.take(.primaryDeviceAttributes) == .wait)

        var slowConfirm = KittyKeyboardNegotiation()
        slowConfirm.asked()
        _ = slowConfirm.take(.keyboardFlags(0))
        _ = slowConfirm.take(.primaryDeviceAttributes)
        #expect(slowConfirm.timedOut() == .pop)
        #expect(slowConfirm.timedOut() == .wait)
    }

    @Test("the opt-out: TERM=linux and dumb, and the variable at 0, no, off or false")
    func wanted() {
        #expect(KittyKeyboard.isWanted(environment: ["TERM": "xterm-kitty"]))
        #expect(KittyKeyboard.isWanted(environment: ["TERM": "xterm-256color", KittyKeyboard.environmentVariable: "1"]))
        #expect(!KittyKeyboard.isWanted(environment: ["TERM": "linux"]))
        #expect(!KittyKeyboard.isWanted(environment: ["TERM": "dumb"]))
        for no in ["0", "no", "OFF", "false"] {
            #expect(!KittyKeyboard.isWanted(environment: ["TERM": "xterm-kitty", KittyKeyboard.environmentVariable: no]))
        }
    }
}
