import Foundation
import TerminalTestSupport
import Testing

/// Links handed from one MainCLI process to another over the instance socket: the app runs on
/// a pty, `MainCLI open`, `tree` and `route` run as plain processes with no terminal.
@Suite("MainCLI open, tree and route across processes", .serialized, .timeLimit(.minutes(2)))
struct MainCLILinkTests {
    /// A private runtime directory and data directory, removed afterwards; short, as socket paths must be.
    final class Directories {
        let runtime = "/tmp/mcl-\(UUID().uuidString.prefix(12))"
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-links-\(UUID().uuidString)").path
        var socket: String { runtime + "/modular-terminal-app/app.sock" }
        init() { try? FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true) }
        deinit {
            try? FileManager.default.removeItem(atPath: runtime)
            try? FileManager.default.removeItem(atPath: data)
        }
    }

    /// Runs MainCLI without a terminal (stdin from /dev/null) and waits for it, on a thread of
    /// its own (see ``offThePool(_:)``).
    static func run(_ arguments: [String], runtime: String) async throws -> ProgramRun {
        try await ProgramRun.run(
            MainCLIPtyTests.executable("MainCLI"), arguments, environment: ["XDG_RUNTIME_DIR": runtime, "PATH": "/usr/bin:/bin", "LANG": "C"])
    }

    static func launch(_ directories: Directories) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", directories.data, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": directories.runtime])
    }

    @Test("logged out: open waits for sign-in; after sign-in the game is on screen with its invite code; tree shows it; quitting removes the socket")
    func openThenSignIn() async throws {
        let directories = Directories()
        let app = try Self.launch(directories)
        #expect(await app.waitForOutput("Login"))
        let open = try await Self.run(["open", "ribs-training://launchGame?gameId=ticTacToe&inviteCode=ABC123"], runtime: directories.runtime)
        #expect(open.status == 0)
        #expect(open.output.hasPrefix("ok: waiting for sign-in, then: Root → waitForLogin"), "\(open)")
        #expect(await app.type("ada\tNoah\t\r"))
        #expect(await app.waitForOutput("Invite code: ABC123"))

        let tree = try await Self.run(["tree"], runtime: directories.runtime)
        #expect(tree.status == 0)
        #expect(tree.output.contains("TicTacToeRouter (active, view ScreenViewController<TicTacToeView>)  ◀ on screen"), "\(tree)")
        let json = try await Self.run(["tree", "--json"], runtime: directories.runtime)
        #expect(json.output.contains("\"router\" : \"LoggedInRouter\""), "\(json)")

        // Signed in, no key pressed: the new screen must still be drawn (the stack is observed).
        let mark = app.output.count
        let profile = try await Self.run(["open", "ribs-training://profile?userId=2"], runtime: directories.runtime)
        #expect(profile.output.hasPrefix("ok: opening:"), "\(profile)")
        #expect(await app.waitForOutput("read-only", from: mark))

        let bad = try await Self.run(["open", "ribs-training://post/%34%32"], runtime: directories.runtime)
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("MainCLI: error: refused: "), "\(bad)")
        #expect(bad.error.contains("percent-encoding"))

        #expect(await app.type("q"))
        while let event = await app.nextEvent(timeout: 10) {
            if case .exited = event { break }
        }
        #expect(access(directories.socket, F_OK) != 0)
        #expect(try await Self.run(["tree"], runtime: directories.runtime).status == 2)
    }

    @Test("during a game, a link's question is on screen in the first frame after the link, with no key pressed")
    func linkQuestionDuringGameIsDrawnAtOnce() async throws {
        let directories = Directories()
        let app = try Self.launch(directories)
        #expect(await app.waitForOutput("Login"))
        #expect(await app.type("ada\tNoah\t\r"))
        #expect(await app.waitForOutput("Hello"))
        // The lobby, Tic Tac Toe, one move: a game under way, which a link does not end unasked.
        #expect(await app.type("\r"))
        #expect(await app.waitForOutput("Tic"))
        let lobby = app.output.count
        #expect(await app.type("\r"))
        #expect(await app.waitForOutput("turn", from: lobby))
        let board = app.output.count
        #expect(await app.type("5"))
        #expect(await app.waitForOutput("Noah's turn (O)", from: board))
        // Whatever the move still draws is drawn: from here on only the link can draw a frame.
        await app.readOutput(timeout: 0.5) { _ in false }

        let mark = app.output.count
        let open = try await Self.run(["open", "ribs-training://books/3"], runtime: directories.runtime)
        #expect(open.output.hasPrefix("ok: opening:"), "\(open)")
        let frameEnd = Array("\u{1B}[?2026l".utf8)
        let drawn = await app.readOutput(from: mark, timeout: 5) { $0.contains(frameEnd) }
        #expect(drawn, "a frame after the link, no key pressed")
        let sinceLink = Array(app.output[mark...])
        let firstFrame = sinceLink.firstRange(of: frameEnd).map { Array(sinceLink[..<$0.upperBound]) } ?? []
        #expect(
            String(decoding: firstFrame, as: UTF8.self).contains("Leave the game for the link?"),
            "the first frame after the link asks: \(String(decoding: firstFrame, as: UTF8.self).debugDescription)")

        #expect(await app.type("\u{03}"))
        while let event = await app.nextEvent(timeout: 10) {
            if case .exited = event { break }
        }
    }

    @Test("a symbolic link at the socket path is left alone: the app says links cannot reach it, tree and open refuse it")
    func symlinkAtTheSocketPath() async throws {
        let directories = Directories()
        try FileManager.default.createDirectory(atPath: directories.runtime + "/modular-terminal-app", withIntermediateDirectories: true)
        #expect(symlink("/nonexistent/elsewhere.sock", directories.socket) == 0)
        let app = try Self.launch(directories)
        #expect(await app.waitForOutput("Links cannot reach this app"))
        #expect(await app.waitForOutput("symbolic link"))
        let tree = try await Self.run(["tree"], runtime: directories.runtime)
        #expect(tree.status == 2)
        #expect(tree.error.contains("is not this app's socket (a symbolic link); nothing was sent"), "\(tree)")
        let open = try await Self.run(["open", "ribs-training://post/42"], runtime: directories.runtime)
        #expect(open.status == 2)
        #expect(open.error.contains("not this app's socket"), "\(open)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directories.socket)) == "/nonexistent/elsewhere.sock")
        // The sign-in screen has a text field's focus, where q is typed: SIGTERM quits.
        kill(app.pid, SIGTERM)
        #expect(await app.nextEvent(timeout: 10) == .exited(143))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directories.socket)) == "/nonexistent/elsewhere.sock", "quitting removes nothing")
    }

    @Test("a socket left by a killed instance is replaced by the next one, which then answers")
    func staleSocketAfterKill() async throws {
        let directories = Directories()
        let first = try Self.launch(directories)
        #expect(await first.waitForOutput("Login"))
        #expect(access(directories.socket, F_OK) == 0)
        kill(first.pid, SIGKILL)
        while let event = await first.nextEvent(timeout: 10) {
            if case .signalled = event { break }
        }
        // kill -9 leaves the socket file behind, with nobody listening.
        #expect(access(directories.socket, F_OK) == 0)
        #expect(try await Self.run(["tree"], runtime: directories.runtime).status == 2)

        let second = try Self.launch(directories)
        #expect(await second.waitForOutput("Login"))
        let open = try await Self.run(["open", "ribs-training://post/42"], runtime: directories.runtime)
        #expect(open.status == 0, "\(open)")
        #expect(open.output.contains("waiting for sign-in"))
        #expect(await second.type("q"))
    }

    @Test("with no app running, open starts the app with the link: it waits for sign-in, then the game is on screen, and this instance answers the socket")
    func openStartsTheApp() async throws {
        let directories = Directories()
        #expect(access(directories.socket, F_OK) != 0)
        let app = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"),
            arguments: ["open", "ribs-training://launchGame?gameId=ticTacToe&inviteCode=XYZ789", "--data-dir", directories.data, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": directories.runtime])
        #expect(await app.waitForOutput("Login"))
        let tree = try await Self.run(["tree"], runtime: directories.runtime)
        #expect(tree.status == 0, "the started app serves the socket: \(tree)")
        #expect(tree.output.contains("LoggedOutRouter"), "\(tree)")
        #expect(await app.type("ada\tNoah\t\r"))
        #expect(await app.waitForOutput("Invite code: XYZ789"))
        #expect(await app.type("q"))
        var status: Int32?
        while let event = await app.nextEvent(timeout: 10) {
            if case .exited(let code) = event {
                status = code
                break
            }
        }
        #expect(status == 0)
    }

    @Test("open with a bad link and no app running starts nothing: exit 2 and the reason")
    func openBadLinkStartsNothing() async throws {
        let directories = Directories()
        let bad = try await Self.run(["open", "ribs-training://launchGame?gameId=chess"], runtime: directories.runtime)
        #expect(bad.status == 2)
        #expect(bad.error == "MainCLI: error: refused: gameId must be ticTacToe\n", "\(bad)")
        #expect(access(directories.socket, F_OK) != 0)
    }

    @Test("route needs no terminal: 0 and the route, or 2 and the reason")
    func route() async throws {
        let good = try await Self.run(["route", "ribs-training://profile?userId=3"], runtime: "/nonexistent")
        #expect(good.status == 0)
        #expect(good.output == "Root → waitForLogin → LoggedIn → showProfile(userID: 3) → Profile\n")
        let afterOptions = try await Self.run(["--lang", "en", "--data-dir", "/nonexistent", "route", "ribs-training://post/42"], runtime: "/nonexistent")
        #expect(afterOptions.status == 0, "options may come before the subcommand: \(afterOptions)")
        #expect(afterOptions.output.hasSuffix("→ Board → PostDetail\n"))
        let noLink = try await Self.run(["route"], runtime: "/nonexistent")
        #expect(noLink.status == 2)
        #expect(noLink.error.hasPrefix("MainCLI: error: \"route\" needs a link"), "\(noLink)")
        // Asking for help is not forgetting the link: the usage, and success.
        for subcommand in ["route", "open"] {
            let help = try await Self.run([subcommand, "--help"], runtime: "/nonexistent")
            #expect(help.status == 0, "\(help)")
            #expect(help.output.contains("MainCLI route LINK"), "\(help)")
        }
        let book = try await Self.run(["route", "ribs-training://books/3"], runtime: "/nonexistent")
        #expect(book.output.hasSuffix("→ Books → BookDetail\n"), "\(book)")
        let bad = try await Self.run(["route", "ribs-training://profile?userId=3\u{1B}[2J"], runtime: "/nonexistent")
        #expect(bad.status == 2)
        #expect(!bad.error.contains("\u{1B}"))
    }

    @Test("--version prints the name and the changelog's version; a wrong option says so and where help is, in two lines, exit 2")
    func versionAndUnknownOption() async throws {
        let version = try await Self.run(["--version"], runtime: "/nonexistent")
        #expect(version.status == 0)
        // The number itself is the changelog's newest release (VersionTests, in ResourcesTests).
        #expect(version.output.wholeMatch(of: /MainCLI [0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "\(version)")
        let unknown = try await Self.run(["--frobnicate"], runtime: "/nonexistent")
        #expect(unknown.status == 2)
        #expect(unknown.output.isEmpty)
        #expect(unknown.error == "MainCLI: error: Unknown option \"--frobnicate\".\nRun MainCLI --help to see the commands and options.\n", "\(unknown)")
        let missing = try await Self.run(["--theme"], runtime: "/nonexistent")
        #expect(missing.status == 2 && missing.error.split(separator: "\n").count == 2, "\(missing)")
    }

    @Test("a wrong command line is told in --lang's language wherever --lang stands; a word after a command's arguments is an unexpected argument")
    func commandLineErrorsInTheAskedLanguage() async throws {
        let before = try await Self.run(["--lang", "ko", "--frobnicate"], runtime: "/nonexistent")
        #expect(before.status == 2)
        #expect(before.error == "MainCLI: error: 알 수 없는 옵션 \"--frobnicate\".\n명령과 옵션은 MainCLI --help 로 볼 수 있습니다.\n", "\(before)")
        let after = try await Self.run(["--theme", "nope", "--lang=ja"], runtime: "/nonexistent")
        #expect(after.status == 2)
        #expect(
            after.error == "MainCLI: error: 不明なテーマ「nope」です。次から選んでください: auto, light, dark。\nコマンドとオプションは MainCLI --help で確認できます。\n",
            "\(after)")
        let stray = try await Self.run(["route", "ribs-training://post/1", "extra"], runtime: "/nonexistent")
        #expect(stray.status == 2)
        #expect(stray.error == "MainCLI: error: Unexpected argument \"extra\".\nRun MainCLI --help to see the commands and options.\n", "\(stray)")
    }

    @Test("a word where a command goes is told the nearest command, when one is near, and every command, in --lang's language, exit 2")
    func mistypedCommand() async throws {
        let commands = "route, open, tree, inspect, replay, completions, manual"
        let typo = try await Self.run(["tre"], runtime: "/nonexistent")
        #expect(typo.status == 2 && typo.output.isEmpty)
        #expect(
            typo.error == "MainCLI: error: unknown command \"tre\"; did you mean \"tree\"? The commands are \(commands)\n"
                + "Run MainCLI --help to see the commands and options.\n", "\(typo)")
        let korean = try await Self.run(["--lang", "ko", "inspcet"], runtime: "/nonexistent")
        #expect(korean.status == 2)
        #expect(
            korean.error.hasPrefix("MainCLI: error: 알 수 없는 명령 \"inspcet\". 혹시 \"inspect\" 명령을 말씀하신 건가요? 명령은 \(commands) 입니다.\n"),
            "\(korean)")
        let japanese = try await Self.run(["comp", "--lang=ja"], runtime: "/nonexistent")
        #expect(japanese.status == 2 && japanese.error.hasPrefix("MainCLI: error: 不明なコマンド「comp」です。「completions」のことですか？"), "\(japanese)")
        let far = try await Self.run(["frobnicate"], runtime: "/nonexistent")
        #expect(far.status == 2)
        #expect(far.error.hasPrefix("MainCLI: error: unknown command \"frobnicate\"; the commands are \(commands)\n"), "\(far)")
    }

    @Test("--data-dir naming a regular file is refused with the path and 'Not a directory', before the terminal is touched")
    func dataDirectoryIsAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-not-a-dir-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("keep me".utf8)))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await Self.run(["--lang", "en", "--data-dir", file], runtime: "/nonexistent")
        #expect(result.status == 2)
        #expect(
            result.error == "MainCLI: error: --data-dir \(file): Not a directory. Give a directory for the app's data (it is created if it does not exist).\n",
            "\(result)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
    }
}
