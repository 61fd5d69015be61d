import Foundation
import TerminalTestSupport
import Testing

/// Input that loses nothing, through a real pty, and one frame
/// per input batch. The probe logs every key the screen gets.
@Suite("Screen host input (pty)", .serialized, .timeLimit(.minutes(1)))
struct InputPtyTests {
    private func scalars(_ text: String) -> [String] {
        text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test("a UTF-8 character split across reads longer apart than the escape timeout arrives whole")
    func splitCharacter() async throws {
        let probe = try await Probe.start(environment: ["ESCDELAY": "10"])
        await probe.pty.type(Array("ab".utf8) + [0xED, 0x95], then: [0x9C] + Array("cd".utf8), after: 0.05)
        let emoji = Array("🎲".utf8)
        await probe.pty.type(Array(emoji.prefix(2)), then: Array(emoji.dropFirst(2)), after: 0.05)
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == scalars("ab한cd🎲q"))
    }

    @Test("an invalid UTF-8 byte becomes U+FFFD and the ASCII after it is kept")
    func invalidByte() async throws {
        let probe = try await Probe.start()
        await probe.pty.type([0x43, 0xC3, 0x78, 0x44])
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == scalars("C\u{FFFD}xDq"))
    }

    @Test("an escape sequence split 50 ms apart is one key when the wait is longer; ESCDELAY sets the wait; Alt+key stays Alt+key")
    func splitEscapeSequence() async throws {
        // The default wait (100 ms, checked in InputTimeoutsTests) is left alone here: on a busy
        // machine a 50 ms gap can stretch past it. The gap's effect is shown either side of it.
        let patient = try await Probe.start(environment: ["ESCDELAY": "1000"])
        await patient.pty.type(Array("\u{1B}[".utf8), then: Array("D".utf8), after: 0.05)
        #expect(await patient.quit() == .exited(0))
        #expect(patient.keys == ["left", "U+71"])

        let impatient = try await Probe.start(environment: ["ESCDELAY": "5"])
        await impatient.pty.type(Array("\u{1B}[".utf8), then: Array("D".utf8), after: 0.05)
        #expect(await impatient.quit() == .exited(0))
        #expect(impatient.keys == ["M-[", "U+44", "U+71"])

        let probe = try await Probe.start()
        await probe.pty.type("\u{1B}x")
        #expect(await probe.waitForLog { $0.contains("key M-x") })
        await probe.pty.type("\u{1B}")
        #expect(await probe.waitForLog { $0.contains("key escape") }, "a lone ESC is Escape after the default wait")
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["M-x", "escape", "U+71"])
    }

    @Test("an unterminated paste ends at 1 MiB and after a quiet period; q works again")
    func unterminatedPaste() async throws {
        let probe = try await Probe.start()
        let tooMuch = [UInt8](repeating: UInt8(ascii: "a"), count: (1 << 20) + 65536)
        let typed = await probe.pty.type(Array("\u{1B}[200~".utf8) + tooMuch)
        #expect(typed)
        #expect(await probe.waitForLog(timeout: 20) { $0.contains("key paste:1048576") })
        await pause(1.2)  // the quiet period (500 ms) is what is tested
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["paste:1048576", "U+71"])
    }

    @Test("a control sequence with 4 MiB of parameters is cut, in linear time, and the key after it works")
    func endlessControlSequence() async throws {
        let probe = try await Probe.start()
        let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 4 << 20)
        let typed = await probe.pty.type(Array("\u{1B}[".utf8) + digits + Array("Ax".utf8), timeout: 20)
        #expect(typed)
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == scalars("xq"))
    }

    @Test("one frame per key press, however the state changed")
    func oneFramePerKey() async throws {
        let probe = try await Probe.start()
        // The launch's two frames: the first drawn, then the one that observes the state.
        #expect(await probe.waitForLog { $0 == ["frame 1", "frame 2"] })
        for (index, key) in "abcde".enumerated() {
            await probe.pty.type(String(key))
            // Wait for the frame that shows the key; a second frame would follow at once.
            #expect(
                await probe.waitForLog { lines in
                    lines.filter { $0.hasPrefix("key ") }.count == index + 1 && lines.last?.hasPrefix("frame ") == true
                })
        }
        #expect(await probe.quit() == .exited(0))
        let log = probe.log
        let firstKey = try #require(log.firstIndex { $0.hasPrefix("key ") })
        let afterKeys = Array(log[firstKey...])
        var expected: [String] = []
        // Frames 1 and 2 are the launch's: the first drawn, then the one that observes the state.
        for (index, key) in "abcde".enumerated() {
            expected.append("key " + scalars(String(key))[0])
            expected.append("frame \(index + 3)")
        }
        expected.append("key U+71")  // and no frame after the key that quits
        #expect(afterKeys == expected)
    }

    @Test("typing into a field holding 1 MB costs the typed key, not the text: 1,000 keys take far less than 10 s")
    func longField() async throws {
        let probe = try await Probe.start(arguments: ["--text-bytes", "1000000"])
        // In batches, so each batch is decoded, inserted and drawn on its own. Linear per key
        // (the whole text walked for every key) takes minutes here; constant per key, a second.
        for _ in 0..<20 {
            await probe.pty.type(String(repeating: "b", count: 50))
        }
        let allHandled = await probe.waitForLog(timeout: 10) { $0.filter { $0 == "key U+62" }.count == 1_000 }
        #expect(allHandled)
        #expect(await probe.quit() == .exited(0))
    }

    @Test("a state change that did not come from a key is drawn in one frame of its own")
    func oneFramePerStateChange() async throws {
        let probe = try await Probe.start()
        // The launch's two frames: the first drawn, then the one that observes the state.
        #expect(await probe.waitForLog { $0 == ["frame 1", "frame 2"] })
        await probe.pty.type("t")
        // The key's frame, then the later change's frame; a third would be a duplicate.
        #expect(await probe.waitForLog { $0.suffix(3) == ["key U+74", "frame 3", "frame 4"] })
        #expect(await probe.quit() == .exited(0))
        #expect(probe.log == ["frame 1", "frame 2", "key U+74", "frame 3", "frame 4", "key U+71"])
    }
}
