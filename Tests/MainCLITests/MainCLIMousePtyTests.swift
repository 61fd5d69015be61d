import Foundation
import TerminalTestSupport
import Testing

/// MainCLI driven by the mouse on a real pty: the SGR byte sequences a terminal sends for
/// clicks and wheel steps, written to the app's input as the terminal would.
@Suite("MainCLI with the mouse, in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIMousePtyTests {
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l\u{1B}[?1006l"

    private func launch(_ data: MainCLIPtyTests.DataDirectory, arguments: [String] = []) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"] + arguments,
            // A long escape wait: the test splits a report over two writes, and a test process
            // that the rest of the suite keeps busy may send the second part well after 100 ms.
            environment: ["XDG_RUNTIME_DIR": data.runtime, "ESCDELAY": "3000"], columns: 80, rows: 24)
    }

    /// The press and release of the left button at a zero-based cell, as SGR reports (one-based).
    static func click(_ point: (x: Int, y: Int)) -> String {
        "\u{1B}[<0;\(point.x + 1);\(point.y + 1)M\u{1B}[<0;\(point.x + 1);\(point.y + 1)m"
    }

    static func wheelDown(_ point: (x: Int, y: Int)) -> String {
        "\u{1B}[<65;\(point.x + 1);\(point.y + 1)M"
    }

    /// The screen the output so far leaves.
    static func screen(_ output: [UInt8]) -> ScreenGrid { ScreenGrid(columns: 80, rows: 24, output: output) }

    /// Where `text` starts on `grid` (the cell of its first character), if it is there.
    static func cell(of text: String, in grid: ScreenGrid) -> (x: Int, y: Int)? {
        for (y, line) in grid.lines.enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), y) }
        }
        return nil
    }

    /// Waits until `text` is on screen and says where.
    private func waitForCell(of text: String, in pty: PtySession, timeout: Double = 5) async -> (x: Int, y: Int)? {
        await pty.readOutput(timeout: timeout) { Self.cell(of: text, in: Self.screen($0)) != nil }
        return Self.cell(of: text, in: Self.screen(pty.output))
    }

    /// Waits until the screen satisfies `condition`.
    @discardableResult
    private func waitForScreen(_ pty: PtySession, timeout: Double = 5, _ condition: @escaping @Sendable (ScreenGrid) -> Bool) async -> Bool {
        await pty.readOutput(timeout: timeout) { condition(Self.screen($0)) }
    }

    private func waitForExit(_ pty: PtySession) async -> PtySession.Event? {
        while let event = await pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            if case .continued = event { continue }
            return event
        }
        return nil
    }

    private func expectMouseOff(_ pty: PtySession, from mark: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        await pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains(MainCLIPtyTests.leaveAlternateScreen) }
        let tail = String(decoding: pty.output[mark...], as: UTF8.self)
        #expect(tail.contains(Self.mouseOff), sourceLocation: sourceLocation)
        #expect(tail.contains(MainCLIPtyTests.leaveAlternateScreen), sourceLocation: sourceLocation)
        #expect(pty.isCooked, sourceLocation: sourceLocation)
    }

    /// Signs in by clicking the login button, after typing the names.
    private func signInByClick(_ pty: PtySession) async throws {
        #expect(await pty.waitForOutput("Login"))
        #expect(String(decoding: pty.output, as: UTF8.self).contains(Self.mouseOn))
        #expect(await pty.type("ada\tNoah"))
        let button = try #require(await waitForCell(of: "[ Log in ]", in: pty))
        #expect(await pty.type(Self.click(button)))
        #expect(await pty.waitForOutput("Main menu", timeout: 10))
    }

    /// Clicks a row twice: the first selects it, the second opens it.
    private func open(row text: String, in pty: PtySession) async throws {
        let row = try #require(await waitForCell(of: text, in: pty))
        #expect(await pty.type(Self.click(row)))
        #expect(await waitForScreen(pty) { grid in grid.lines.contains { $0.contains("› " + text) } })
        #expect(await pty.type(Self.click(row)))
    }

    @Test("the login button pressed, a menu row selected then opened, the board scrolled by the wheel, a post opened; q turns the mouse off")
    func signInBrowseAndQuit() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        try await signInByClick(pty)
        try await open(row: "2. Board", in: pty)
        // The board's rows are numbered, right-aligned to the page's widest number (20):
        // "›  1. " is the first post, selected.
        let first = try #require(await waitForCell(of: "›  1. ", in: pty, timeout: 10))
        // Wheel steps down over the list move the selection; at the last post of the first page
        // the next one loads, and ten steps more scroll the list.
        let wheel = Self.wheelDown((first.x + 4, first.y))
        #expect(await pty.type(String(repeating: wheel, count: 19)))
        #expect(await waitForScreen(pty) { grid in grid.contains("› 20. ") && grid.contains("40 of 210") })
        #expect(await pty.type(String(repeating: wheel, count: 10)))
        #expect(await waitForScreen(pty) { grid in grid.contains("› 30. ") && !grid.contains("   1. ") })
        // A row clicked twice, its report split across two reads, opens the post.
        let target = try #require(Self.cell(of: "29. ", in: Self.screen(pty.output)))
        let click = Array(Self.click(target).utf8)
        #expect(await pty.type(Array(click[..<5])))
        try await Task.sleep(for: .milliseconds(30))
        #expect(await pty.type(Array(click[5...])))
        #expect(await waitForScreen(pty) { grid in grid.contains("› 29. ") })
        #expect(await pty.type(Self.click(target)))
        // The post's own screen: its title and the first words of its body (offline post 29).
        #expect(
            await waitForScreen(pty) { grid in
                !grid.contains("› 29. ") && grid.contains("The weekend market") && grid.contains("The first version was too slow")
            })
        let mark = pty.output.count
        #expect(await pty.type("q"))
        #expect(await waitForExit(pty) == .exited(0))
        await expectMouseOff(pty, from: mark)
    }

    @Test("a game of tic-tac-toe won by clicks alone; Ctrl-C turns the mouse off")
    func ticTacToeByClicks() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        try await signInByClick(pty)
        try await open(row: "1. Game", in: pty)
        #expect(await pty.waitForOutput("Game lobby"))
        // The status bar's Enter hint starts the game, as the key would.
        let lobby = pty.output.count
        let hint = try #require(await waitForCell(of: "Enter", in: pty))
        #expect(await pty.type(Self.click(hint)))
        #expect(await pty.waitForOutput("turn (X)", from: lobby))
        let centre = try #require(await waitForCell(of: "[ ]", in: pty))
        for cell in [0, 3, 1, 4, 2] {
            let mark = pty.output.count
            #expect(await pty.type(Self.click((centre.x - 4 + (cell % 3) * 4 + 1, centre.y - 2 + (cell / 3) * 2))))
            #expect(await pty.waitForOutput(cell == 2 ? "Won!" : "turn", from: mark))
        }
        let ok = try #require(await waitForCell(of: "OK", in: pty))
        let result = pty.output.count
        #expect(await pty.type(Self.click(ok)))
        #expect(await pty.waitForOutput("Ada Brooks (1)", from: result))
        let mark = pty.output.count
        #expect(await pty.type("\u{3}"))
        #expect(await waitForExit(pty) == .exited(130))
        await expectMouseOff(pty, from: mark)
    }

    @Test("clicks at column 1 and column 300 (off an 80-column screen) change nothing; SIGTERM turns the mouse off")
    func edgesAndTerminate() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type(Self.click((0, 0)) + Self.click((299, 0)) + Self.click((299, 299)) + "min"))
        #expect(await waitForScreen(pty) { $0.contains("min") })
        let mark = pty.output.count
        kill(pty.pid, SIGTERM)
        #expect(await waitForExit(pty) == .exited(143))
        await expectMouseOff(pty, from: mark)
    }

    @Test("--no-mouse and NO_MOUSE leave the mouse to the terminal: reporting is never turned on")
    func noMouse() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let flagged = try launch(data, arguments: ["--no-mouse"])
        #expect(await flagged.waitForOutput("Login"))
        #expect(!String(decoding: flagged.output, as: UTF8.self).contains("\u{1B}[?1000h"))
        kill(flagged.pid, SIGTERM)
        #expect(await waitForExit(flagged) == .exited(143))

        let other = MainCLIPtyTests.DataDirectory()
        let environment = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", other.path, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": other.runtime, "NO_MOUSE": "1"], columns: 80, rows: 24)
        #expect(await environment.waitForOutput("Login"))
        #expect(!String(decoding: environment.output, as: UTF8.self).contains("\u{1B}[?1000h"))
        kill(environment.pid, SIGTERM)
        #expect(await waitForExit(environment) == .exited(143))
    }
}

/// MainCLI under a locale that is not UTF-8: every frame in ASCII.
@Suite("MainCLI in ASCII, in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIASCIIPtyTests {
    @Test(
        "LANG=C, LC_ALL=C and --ascii: sign-in, menu and board are drawn without a byte beyond ASCII",
        arguments: [["LANG": "C"], ["LC_ALL": "C", "LANG": "en_US.UTF-8"], [:]])
    func asciiFrames(locale: [String: String]) async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"),
            arguments: ["--data-dir", data.path, "--lang", "en"] + (locale.isEmpty ? ["--ascii"] : []),
            environment: locale.merging(["XDG_RUNTIME_DIR": data.runtime]) { $1 }, columns: 80, rows: 24)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("hanako\tNoah\t\r"))
        #expect(await pty.waitForOutput("Main menu"))
        #expect(await pty.type("2"))
        // Posts in Korean and Japanese are on the board's first page: each shows as ?s.
        #expect(await pty.waitForOutput("of 210 posts", timeout: 10))
        #expect(await pty.waitForOutput("??"))
        #expect(await pty.type("q"))
        while let event = await pty.nextEvent(timeout: 10) {
            if case .exited = event { break }
        }
        #expect(pty.output.allSatisfy { $0 < 0x80 })
        #expect(String(decoding: pty.output, as: UTF8.self).contains("+-"))
    }
}
