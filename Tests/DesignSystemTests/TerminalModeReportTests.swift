import DesignSystem
import Testing

/// The answers to DECRQM and the theme reports of mode 2031 are never keys: a reply is kept for
/// the host, and one that comes late, after the host stopped waiting, is still swallowed whole.
@Suite("Mode reports and theme reports")
struct TerminalModeReportTests {
    @Test("DECRQM answers with each state, split across reads, give their report once and no key")
    func modeReplies() {
        let cases: [(String, TerminalModeReport)] = [
            ("\u{1B}[?2031;2$y", TerminalModeReport(mode: 2031, state: .reset)),
            ("\u{1B}[?2031;1$y", TerminalModeReport(mode: 2031, state: .set)),
            ("\u{1B}[?2027;0$y", TerminalModeReport(mode: 2027, state: .notRecognized)),
            ("\u{1B}[?2027;3$y", TerminalModeReport(mode: 2027, state: .permanentlySet)),
            ("\u{1B}[?2027;4$y", TerminalModeReport(mode: 2027, state: .permanentlyReset)),
        ]
        for (reply, report) in cases {
            let bytes = Array(reply.utf8)
            for cut in 1..<bytes.count {
                var decoder = KeyDecoder()
                var keys = decoder.decode(Array("a".utf8) + bytes.prefix(cut))
                keys += decoder.decode(Array(bytes.dropFirst(cut)) + Array("b".utf8))
                #expect(keys == [.character("a"), .character("b")], "\(reply) cut at \(cut)")
                #expect(decoder.takeModeReports() == [report], "\(reply)")
                #expect(decoder.takeModeReports().isEmpty)
            }
        }
        // Two answers in one read come in the order they were given.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[?2031;2$y\u{1B}[?2027;0$y".utf8)).isEmpty)
        #expect(decoder.takeModeReports().map(\.mode) == [2031, 2027])
    }

    @Test("supported means set, reset or permanently set")
    func support() {
        let supported = TerminalModeReport.State.allCases.filter(\.isSupported)
        #expect(supported == [.set, .reset, .permanentlySet])
    }

    @Test("theme reports say dark (1) or light (2), once, and are no key; other DSR forms give none")
    func themeReports() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[?997;".utf8)).isEmpty)
        #expect(decoder.decode(Array("2nx".utf8)) == [.character("x")])
        #expect(decoder.takeColorSchemeReport() == .light)
        #expect(decoder.takeColorSchemeReport() == nil)
        #expect(decoder.decode(Array("\u{1B}[?997;1n".utf8)).isEmpty)
        #expect(decoder.takeColorSchemeReport() == .dark)
        for other in ["\u{1B}[?997;3n", "\u{1B}[?996;1n", "\u{1B}[997;1n", "\u{1B}[?997;n", "\u{1B}[0n"] {
            var decoder = KeyDecoder()
            #expect(decoder.decode(Array(other.utf8)).isEmpty, "\(other)")
            #expect(decoder.takeColorSchemeReport() == nil, "\(other)")
        }
    }

    @Test("malformed mode answers give no report and no key, and a flood of answers is bounded")
    func malformed() {
        for reply in ["\u{1B}[2031;2$y", "\u{1B}[?2031;9$y", "\u{1B}[?2031$y", "\u{1B}[?;2$y", "\u{1B}[?2031;2y", "\u{1B}[?123456;1$y"] {
            var decoder = KeyDecoder()
            #expect(decoder.decode(Array(reply.utf8)).isEmpty, "\(reply)")
            #expect(decoder.takeModeReports().isEmpty, "\(reply)")
        }
        var decoder = KeyDecoder()
        let flood = Array(String(repeating: "\u{1B}[?2027;1$y", count: 1000).utf8)
        #expect(decoder.decode(flood).isEmpty)
        #expect(decoder.takeModeReports().count <= 8)
    }
}
