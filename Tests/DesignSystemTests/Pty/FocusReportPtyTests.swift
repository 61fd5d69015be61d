import Foundation
import TerminalTestSupport
import Testing

/// Focus reporting (mode 1004) on a real pty: turned on with the screen and off on the way out,
/// and while the window has lost the focus (`ESC [ O`) a spinner draws no frames until it
/// comes back (`ESC [ I`). The probe logs every frame it builds and every key it gets.
@Suite("Focus reports (pty)", .serialized, .timeLimit(.minutes(1)))
struct FocusReportPtyTests {
    static let focusOn = "\u{1B}[?1004h"
    static let focusOff = "\u{1B}[?1004l"

    private func frames(_ probe: Probe) -> Int {
        probe.log.filter { $0.hasPrefix("frame ") }.count
    }

    @Test("a spinner stops drawing while the window is unfocused and turns again once it is back; 1004 is on while running and off after q")
    func spinnerPausesWithoutFocus() async throws {
        let probe = try await Probe.start(arguments: ["--spinner", "--focus-reports"])
        #expect(String(decoding: probe.pty.output, as: UTF8.self).contains(Self.focusOn))
        // Turning: frames keep coming with no input.
        let start = frames(probe)
        #expect(await probe.waitForLog { lines in lines.filter { $0.hasPrefix("frame ") }.count >= start + 3 })
        // The report split over two reads, as a slow link may deliver it.
        await probe.pty.type(Array("\u{1B}[".utf8), then: Array("O".utf8), after: 0.02)
        // A step already planned may still draw; after that, nothing for half a second
        // (six animation intervals).
        await pause(0.3)
        await probe.pty.readOutput(timeout: 0.05) { _ in false }
        let paused = frames(probe)
        let outputWhilePaused = probe.pty.output.count
        await pause(0.5)
        await probe.pty.readOutput(timeout: 0.05) { _ in false }
        #expect(frames(probe) == paused)
        #expect(probe.pty.output.count == outputWhilePaused)
        await probe.pty.type("\u{1B}[I")
        #expect(await probe.waitForLog { lines in lines.filter { $0.hasPrefix("frame ") }.count >= paused + 3 })
        let mark = probe.pty.output.count
        #expect(await probe.quit() == .exited(0))
        await probe.pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains(TerminalSequence.leaveAlternateScreen) }
        #expect(String(decoding: probe.pty.output[mark...], as: UTF8.self).contains(Self.focusOff))
        // The reports went to the host, not to the screen as keys.
        #expect(probe.keys == ["U+71"])
    }

    @Test("in accessible mode a spinner stands still: no frame without input, and the cursor is shown")
    func accessibleSpinnerStandsStill() async throws {
        let probe = try await Probe.start(arguments: ["--spinner", "--accessible"])
        await pause(0.5)
        await probe.pty.readOutput(timeout: 0.05) { _ in false }
        // The launch's two (the first drawn, then the one that observes the state), and no more.
        #expect(frames(probe) == 2)
        let grid = ScreenGrid(columns: 80, rows: 24, output: probe.pty.output)
        #expect(grid.isCursorVisible)
        // On the focused field, fourth row.
        #expect(grid.cursor == ScreenGrid.Point(x: 0, y: 3))
        #expect(await probe.quit() == .exited(0))
    }
}
