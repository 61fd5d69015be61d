import Foundation
import TerminalTestSupport
import Testing

/// MainCLI on a real pty at 40x12 under NO_COLOR: what a newcomer sees on a small monochrome
/// terminal, byte for byte. (The status bar's hints are checked on every frame of the snapshot
/// matrix; here the diff writes only the cells that change, so they are not one run of text.)
@Suite("MainCLI under NO_COLOR at 40x12", .serialized, .timeLimit(.minutes(2)))
struct MainCLINoColorPtyTests {
    @Test("the shelf's selection is marked with › as it scrolls, no colour is sent, and Esc goes back")
    func shelfWithoutColour() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"],
            environment: ["NO_COLOR": "1", "XDG_RUNTIME_DIR": data.runtime], columns: 40, rows: 12)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("ada\tNoah\t\r"))
        #expect(await pty.waitForOutput("Main menu"))
        let shelf = pty.output.count
        #expect(await pty.type("5"))
        #expect(await pty.waitForOutput("Price", from: shelf))
        for _ in 0..<12 { #expect(await pty.type("\u{1B}[B")) }
        let moved = pty.output.count
        #expect(await pty.type("\u{1B}[B"))
        #expect(await pty.waitForOutput("›", from: moved))
        let output = String(decoding: pty.output, as: UTF8.self)
        // No foreground or background colour in any form: 3x/4x/9x/10x, 38;… or 48;….
        #expect(output.firstMatch(of: /\u{1B}\[([0-9;]*;)?(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;[0-9;]*)?m/) == nil)
        #expect(!output.contains("38;5;") && !output.contains("48;5;") && !output.contains("38;2;") && !output.contains("48;2;"))
        let menu = pty.output.count
        #expect(await pty.type("\u{1B}"))
        #expect(await pty.waitForOutput("Main menu", from: menu))
        #expect(await pty.type("q"))
        while let event = await pty.nextEvent(timeout: 10) {
            if case .exited = event { break }
        }
    }
}
