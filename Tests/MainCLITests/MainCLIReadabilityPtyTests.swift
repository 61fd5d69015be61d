import Foundation
import TerminalTestSupport
import Testing

/// MainCLI on a real pty as a light or a dark terminal: the palette follows the terminal's answer
/// to the background query (OSC 11), and the rough edges a real terminal showed stay smooth: the
/// caret in accessible mode, a click on a field, a click on a hint that a moment ago was there.
@Suite("MainCLI readable in every terminal, in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIReadabilityPtyTests {
    static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"
    /// The accent of each palette in the 256-colour form the pty's TERM asks for.
    static let darkAccent = "38;5;80m"
    static let lightAccent = "38;5;24m"

    private func launch(
        _ data: MainCLIPtyTests.DataDirectory, arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"] + arguments,
            environment: ["XDG_RUNTIME_DIR": data.runtime, "ESCDELAY": "3000"].merging(environment) { $1 }, columns: 80, rows: 24)
    }

    private func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private func quit(_ pty: PtySession) async {
        #expect(await pty.type("\u{03}"))
        while let event = await pty.nextEvent(timeout: 10) {
            if case .exited = event { break }
        }
    }

    /// Starts the app and waits for its question about the background, which comes after the
    /// first frame; returns where the output stood then.
    private func launchUntilAsked(_ data: MainCLIPtyTests.DataDirectory) async throws -> (PtySession, Int) {
        let pty = try launch(data)
        #expect(await pty.waitForOutput(Self.backgroundQuery))
        let output = text(pty.output[...])
        let query = try #require(output.range(of: Self.backgroundQuery))
        let login = try #require(output.range(of: "Login"))
        // The first frame is not held back for the answer: it is drawn, whole, in the guessed
        // (dark) palette before the question goes out.
        #expect(login.upperBound <= query.lowerBound)
        #expect(output[..<query.lowerBound].contains(Self.darkAccent))
        #expect(output[..<query.lowerBound].contains("\u{1B}[?2026l"))
        return (pty, pty.output.count)
    }

    @Test("a terminal that answers white gets the whole screen again in the light palette")
    func whiteBackground() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let (pty, asked) = try await launchUntilAsked(data)
        #expect(await pty.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"))
        #expect(await pty.readOutput(from: asked) { String(decoding: $0, as: UTF8.self).contains(Self.lightAccent) })
        let repaint = text(pty.output[asked...])
        #expect(repaint.contains("\u{1B}[2J") && repaint.contains("Login"), "the whole screen, not only what changed")
        #expect(!repaint.contains(Self.darkAccent))
        // It stays light as the screen changes.
        let typed = pty.output.count
        #expect(await pty.type("ada\t"))
        #expect(await pty.readOutput(from: typed) { String(decoding: $0, as: UTF8.self).contains(Self.lightAccent) })
        #expect(!text(pty.output[typed...]).contains(Self.darkAccent))
        await quit(pty)
    }

    @Test("a terminal that answers black keeps the dark palette, and nothing is drawn again for it")
    func blackBackground() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let (pty, asked) = try await launchUntilAsked(data)
        #expect(await pty.type("\u{1B}]11;rgb:0000/0000/0000\u{07}"))
        #expect(await pty.type("ada\t"))
        #expect(await pty.readOutput(from: asked) { String(decoding: $0, as: UTF8.self).contains(Self.darkAccent) })
        #expect(!text(pty.output[asked...]).contains("\u{1B}[2J"))
        #expect(!text(pty.output[asked...]).contains(Self.lightAccent))
        await quit(pty)
    }

    @Test("a terminal that never answers keeps the dark palette it was drawn in from the first frame")
    func noAnswer() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let (pty, asked) = try await launchUntilAsked(data)
        #expect(await pty.type("ada\t"))
        #expect(await pty.readOutput(from: asked) { String(decoding: $0, as: UTF8.self).contains(Self.darkAccent) })
        #expect(!text(pty.output[...]).contains(Self.lightAccent))
        await quit(pty)
    }

    @Test("--theme light draws light from the first frame and asks nothing; COLORFGBG is the guess where the terminal is not asked")
    func chosenTheme() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let light = try launch(data, arguments: ["--theme", "light"])
        #expect(await light.waitForOutput("Login"))
        #expect(await light.readOutput { String(decoding: $0, as: UTF8.self).contains(Self.lightAccent) })
        #expect(!text(light.output[...]).contains(Self.backgroundQuery))
        await quit(light)
        let guessed = try launch(data, environment: ["COLORFGBG": "0;15", "TERM": "linux"])
        #expect(await guessed.waitForOutput("Login"))
        #expect(!text(guessed.output[...]).contains(Self.backgroundQuery))
        await quit(guessed)
    }

    @Test("a theme that names none is refused with the choices, exit 2, before the terminal is touched")
    func badTheme() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        for (arguments, environment) in [(["--theme", "sepia"], [String: String]()), ([], ["MODULAR_TERMINAL_APP_THEME": "sepia"])] {
            let pty = try launch(data, arguments: arguments, environment: environment)
            var exit: PtySession.Event?
            while let event = await pty.nextEvent(timeout: 10) {
                if case .exited = event {
                    exit = event
                    break
                }
            }
            #expect(exit == .exited(2))
            _ = await pty.readOutput(timeout: 2) { String(decoding: $0, as: UTF8.self).contains("dark.") }
            let output = text(pty.output[...])
            #expect(output.contains("sepia") && output.contains("auto, light, dark"), "\(output)")
            #expect(!output.contains("\u{1B}[?1049h"))
        }
    }

    @Test("in accessible mode the caret is not drawn reversed: the terminal's cursor on it is the caret")
    func caretUnderTheCursor() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data, arguments: ["--accessible", "--theme", "dark"])
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("ad"))
        #expect(await pty.readOutput { ScreenGrid(columns: 80, rows: 24, output: $0).contains("Player 1 ad") })
        let output = text(pty.output[...])
        // Reverse video (SGR 7) is nowhere on the login screen but a caret would be.
        #expect(output.firstMatch(of: /\u{1B}\[(?:[0-9]+;)*7(?:;[0-9]+)*m/) == nil)
        #expect(output.contains(MainCLIPtyTests.showCursor))
        await quit(pty)
    }

    @Test("a click on the second name field focuses it: what is typed next lands there")
    func clickFocusesField() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        let grid = ScreenGrid(columns: 80, rows: 24, output: pty.output)
        let label = try #require(MainCLIMousePtyTests.cell(of: "Player 2", in: grid))
        let mark = pty.output.count
        #expect(await pty.type(MainCLIMousePtyTests.click((label.x + 14, label.y))))
        #expect(await pty.type("Noah"))
        #expect(
            await pty.readOutput(from: mark) { output in
                let lines = ScreenGrid(columns: 80, rows: 24, output: output).lines
                return lines.contains { $0.contains("Player 2 Noah") }
            })
        #expect(!ScreenGrid(columns: 80, rows: 24, output: pty.output).contains("Player 1 Noah"))
        await quit(pty)
    }

    @Test("after a adds the book, a click where c Cart was a moment ago opens the cart, never quits")
    func hintsKeepTheirPlace() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("ada\tNoah\t\r"))
        #expect(await pty.waitForOutput("Main menu"))
        #expect(await pty.type("5"))
        #expect(await pty.waitForOutput("Price"))
        let shelf = pty.output.count
        #expect(await pty.type("\r"))
        #expect(await pty.waitForOutput("Add to cart", from: shelf))
        let before = ScreenGrid(columns: 80, rows: 24, output: pty.output)
        let cart = try #require(MainCLIMousePtyTests.cell(of: "c Cart", in: before))
        let added = pty.output.count
        #expect(await pty.type("a"))
        // The whole frame, to its end: part of one could show the bar half redrawn.
        #expect(
            await pty.readOutput { output in
                output.count > added && String(decoding: output.suffix(8), as: UTF8.self).hasSuffix("\u{1B}[?2026l")
                    && !ScreenGrid(columns: 80, rows: 24, output: output).contains("a Add to cart")
            })
        let after = ScreenGrid(columns: 80, rows: 24, output: pty.output)
        #expect(MainCLIMousePtyTests.cell(of: "c Cart", in: after)?.x == cart.x)
        let clicked = pty.output.count
        #expect(await pty.type(MainCLIMousePtyTests.click((cart.x + 2, cart.y))))
        #expect(await pty.waitForOutput("Total", from: clicked))
        await quit(pty)
    }
}
