import Foundation
import TerminalTestSupport
import Testing

/// MainCLI under `--accessible` on a real pty: at each step of sign-in → board → post the
/// terminal cursor is shown on the focused element, and the announcement line names the screen.
///
/// Where the cursor is comes from `ScreenGrid`, which replays every byte the app wrote as a
/// terminal would (absolute and relative moves, CR, LF, the characters themselves), so the
/// position is where a real terminal leaves its cursor after the frame, not only what the
/// app's last move said.
@Suite("MainCLI in accessible mode, in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIAccessiblePtyTests {
    private func launch(_ data: MainCLIPtyTests.DataDirectory) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en", "--accessible"],
            environment: ["XDG_RUNTIME_DIR": data.runtime], columns: 80, rows: 24)
    }

    static func screen(_ output: [UInt8]) -> ScreenGrid { ScreenGrid(columns: 80, rows: 24, output: output) }

    /// The text of the cursor's row from the cursor on.
    static func textAtCursor(_ grid: ScreenGrid) -> String {
        guard grid.cursor.y < grid.rows.count else { return "" }
        return String(grid.rows[grid.cursor.y].dropFirst(grid.cursor.x).filter { $0 != ScreenGrid.rightHalf })
    }

    /// The text of the cursor's row before the cursor.
    static func textBeforeCursor(_ grid: ScreenGrid) -> String {
        guard grid.cursor.y < grid.rows.count else { return "" }
        return String(grid.rows[grid.cursor.y].prefix(grid.cursor.x).filter { $0 != ScreenGrid.rightHalf })
    }

    /// The announcement line, just above the status bar.
    static func announcement(_ grid: ScreenGrid) -> String { grid.lines[22].trimmingCharacters(in: .whitespaces) }

    /// Waits until the screen, with the cursor shown, satisfies `condition`; records what the
    /// screen and cursor were when it did not.
    @discardableResult
    private func expectScreen(
        _ pty: PtySession, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping @Sendable (ScreenGrid) -> Bool
    ) async -> Bool {
        let met = await pty.readOutput(timeout: 10) { output in
            let grid = Self.screen(output)
            return grid.isCursorVisible && condition(grid)
        }
        let grid = Self.screen(pty.output)
        #expect(
            met, "\(what): cursor at \(grid.cursor.x),\(grid.cursor.y) (shown: \(grid.isCursorVisible))\n\(grid.lines.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return met
    }

    @Test(
        "the cursor is on the name field as typed, on the login button, on the menu's selected row, on the board's selected post, on the post's first line, and on the profile's alert, which the announcement names"
    )
    func cursorFollowsTheFocus() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        await expectScreen(pty, "login, first field") { grid in
            Self.announcement(grid) == "Login" && Self.textBeforeCursor(grid).hasSuffix("Player 1")
                || Self.announcement(grid) == "Login" && grid.lines[grid.cursor.y].contains("_")
        }
        #expect(await pty.type("ada"))
        await expectScreen(pty, "the first field after typing") { grid in Self.textBeforeCursor(grid).hasSuffix("ada") }
        #expect(await pty.type("\tNoah"))
        await expectScreen(pty, "the second field after typing") { grid in Self.textBeforeCursor(grid).hasSuffix("Noah") }
        #expect(await pty.type("\t"))
        await expectScreen(pty, "the login button") { grid in Self.textAtCursor(grid).hasPrefix("> Log in <") }
        #expect(await pty.type("\r"))
        await expectScreen(pty, "the main menu") { grid in
            Self.announcement(grid) == "Main menu" && Self.textAtCursor(grid).hasPrefix("› 1. Game")
        }
        #expect(await pty.type("\u{1B}[B"))
        await expectScreen(pty, "the main menu, second row") { grid in Self.textAtCursor(grid).hasPrefix("› 2. Board") }
        #expect(await pty.type("\r"))
        await expectScreen(pty, "the board") { grid in Self.announcement(grid) == "Board" && Self.textAtCursor(grid).hasPrefix("›  1. ") }
        #expect(await pty.type("\u{1B}[B"))
        await expectScreen(pty, "the board, second post") { grid in Self.textAtCursor(grid).hasPrefix("›  2. ") }
        let grid = Self.screen(pty.output)
        // The post's title as the board lists it, without its number (right-aligned to the
        // page's widest, 20).
        let listed = Self.textAtCursor(grid).dropFirst("›  2. ".count).prefix(12)
        #expect(await pty.type("\r"))
        await expectScreen(pty, "the post") { grid in
            Self.announcement(grid).hasPrefix(String(listed)) && Self.textAtCursor(grid).hasPrefix(String(listed))
        }
        // Back to the menu, then the profile and its logout alert (drawn inside the profile's view).
        #expect(await pty.type("\u{1B}"))
        await expectScreen(pty, "the board again") { grid in Self.announcement(grid) == "Board" }
        #expect(await pty.type("\u{1B}"))
        await expectScreen(pty, "the menu again") { grid in Self.announcement(grid) == "Main menu" }
        #expect(await pty.type("3"))
        await expectScreen(pty, "the profile") { grid in Self.textAtCursor(grid).hasPrefix("> Log out <") }
        #expect(await pty.type("\r"))
        await expectScreen(pty, "the logout alert") { grid in
            Self.announcement(grid).hasPrefix("Alert: ") && Self.textAtCursor(grid).hasPrefix("> Cancel <")
        }
        #expect(await pty.type("\u{1B}"))
        await expectScreen(pty, "the profile after the alert") { grid in
            !Self.announcement(grid).hasPrefix("Alert: ") && Self.textAtCursor(grid).hasPrefix("> Log out <")
        }
        let mark = pty.output.count
        #expect(await pty.type("q"))
        #expect(await pty.nextEvent(timeout: 10) == .exited(0))
        // Focus reports (1004) were on while the app ran, and are off again.
        #expect(String(decoding: pty.output[..<mark], as: UTF8.self).contains("\u{1B}[?1004h"))
        await pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains(MainCLIPtyTests.leaveAlternateScreen) }
        #expect(String(decoding: pty.output[mark...], as: UTF8.self).contains("\u{1B}[?1004l"))
    }
}
