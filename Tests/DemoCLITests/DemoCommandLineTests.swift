import CommandLineTable
import Foundation
import Resources
import TerminalTestSupport
import Testing

@testable import DemoCLI

/// DemoCLI's command line is one table: the parser reads it, and --help, the completions and
/// the manual page are made from it. These tests hold the parser and the table to each other,
/// the committed manual page to the table, and the completions to what the shells offer.
@MainActor
@Suite("DemoCLI's command-line table", .timeLimit(.minutes(2)))
struct DemoCommandLineTests {
    @Test("the table declares exactly the options and commands the parser reads, with the catalog's screens and states, and has no problems")
    func tableMatchesTheParser() throws {
        let table = DemoCommandLine.table
        #expect(table.problems == [])
        #expect(table.allOptions.map(\.long).sorted() == DemoOption.allCases.map(\.rawValue).sorted())
        #expect(table.commands.map(\.name) == DemoSubcommand.allCases.map(\.rawValue))
        let render = try #require(table.command(named: "render"))
        #expect(render.arguments.first?.kind == .choice(ScreenCatalog.previews.map(\.name)))
        guard case .choiceOf("SCREEN", let states)? = table.command(named: "state")?.arguments.last?.kind else {
            Issue.record("state NAME is not the states of SCREEN")
            return
        }
        #expect(states.map(\.key) == ScreenCatalog.previews.map(\.name))
        #expect(states.map(\.words) == ScreenCatalog.previews.map { $0.stateNames() })
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["list", "--svg"]) }
    }

    @Test("every option the table declares, in every command that takes it, changes what the parser returns")
    func everyOptionIsRead() throws {
        let table = DemoCommandLine.table
        for command in [table.defaultCommand] + table.commands {
            let base = (command.name.isEmpty ? [] : [command.name]) + command.arguments.map { Self.sample($0.kind) }
            let without = try DemoCommand.parse(base)
            // `help --help` is help either way.
            for option in table.options(of: command) where !(command.name == "help" && option.long == "--help") {
                let given = [option.long] + (option.value.map { [Self.sample($0.kind)] } ?? [])
                let with = try DemoCommand.parse(base + given)
                #expect(with.0 != without.0 || with.1 != without.1, "\(command.name) \(given) is accepted but changes nothing")
            }
        }
    }

    @Test("every screen and state the table offers, the commands take")
    func everyOfferedValueWorks() throws {
        for preview in ScreenCatalog.previews {
            for state in preview.stateNames() {
                #expect(try DemoCommand.parse(["state", preview.name, state]).0 == .state(screen: preview.name, name: state))
                _ = try StateCommand.run(screen: preview.name, stateName: state)
            }
        }
        for shell in CommandTable.Shell.allCases {
            #expect(try DemoCommand.parse(["completions", shell.rawValue]).0 == .completions(shell))
        }
        #expect(throws: DemoCommand.UsageError(message: "unknown shell \"tcsh\"; completions are written for bash, zsh, fish")) {
            try DemoCommand.parse(["completions", "tcsh"])
        }
    }

    @Test("DemoCLI manual prints docs/man/DemoCLI.1 byte for byte, and --help the table's help")
    func manualPageIsCommitted() async throws {
        let manual = try await Self.run(["manual"])
        #expect(manual.status == 0)
        let committed = try String(contentsOfFile: Self.repository + "/docs/man/DemoCLI.1", encoding: .utf8)
        #expect(
            manual.output == committed,
            "docs/man/DemoCLI.1 is not what DemoCLI's table makes; regenerate it with: swift run DemoCLI manual > docs/man/DemoCLI.1")
        let help = try await Self.run(["--help"])
        #expect(help.status == 0 && help.output == DemoCommandLine.table.helpText())
        let wrong = try await Self.run(["completions", "tcsh"])
        #expect(wrong.status == 2 && wrong.output.isEmpty && wrong.error.contains("unknown shell \"tcsh\""), "\(wrong)")
    }

    @Test("a wrong command line is told in --lang's language, wherever --lang stands")
    func errorsInTheAskedLanguage() async throws {
        let before = try await Self.run(["--lang", "ko", "--frobnicate"])
        #expect(before.status == 2)
        #expect(
            before.error == "DemoCLI: " + R.string.cli.errorUnknownOption("--frobnicate", language: .korean) + "\n"
                + R.string.cli.errorSeeHelp("DemoCLI", language: .korean) + "\n", "\(before)")
        let after = try await Self.run(["render", "board", "--theme", "nope", "--lang=ja"])
        #expect(after.status == 2)
        #expect(after.error.hasPrefix("DemoCLI: " + R.string.cli.errorUnknownTheme("nope", language: .japanese) + "\n"), "\(after)")
    }

    @Test("DemoCLI's usage errors, and its unknown screens and states, are told in Korean and Japanese when --lang asks, exit 2")
    func usageErrorsInKoreanAndJapanese() async throws {
        let commands = DemoSubcommand.allCases.map(\.rawValue).joined(separator: ", ")
        let screens = ScreenCatalog.previews.map(\.name).joined(separator: ", ")
        let boardStates = ScreenCatalog.preview(named: "board")?.stateNames().joined(separator: ", ") ?? ""
        // The command line, the language, the message, and whether the --help hint follows (a
        // wrong command line) or not (a screen or state the catalog does not have).
        let cases: [([String], Language, String, Bool)] = [
            (["--lang", "ko", "list", "x"], .korean, R.string.cli.errorNoArguments("list", language: .korean), true),
            (["contrast", "x", "--lang=ja"], .japanese, R.string.cli.errorNoArguments("contrast", language: .japanese), true),
            (["--lang", "ja", "frob"], .japanese, R.string.cli.errorUnknownCommand("frob", commands, language: .japanese), true),
            (["--lang", "ja", "rendr"], .japanese, R.string.cli.errorUnknownCommandNearest("rendr", "render", commands, language: .japanese), true),
            (["galery", "--lang", "ko"], .korean, R.string.cli.errorUnknownCommandNearest("galery", "gallery", commands, language: .korean), true),
            (["--lang", "ko", "render"], .korean, R.string.demo.errorRenderNeedsScreen(language: .korean), true),
            (["--lang", "ja", "state", "board"], .japanese, R.string.demo.errorStateNeedsNames(language: .japanese), true),
            (["--lang", "ko", "gallery"], .korean, R.string.demo.errorGalleryNeedsFolder(language: .korean), true),
            (
                ["--lang", "ja", "render", "board", "--state", "korean", "--state-file", "x.json"], .japanese,
                R.string.demo.errorStateAndStateFile(language: .japanese), true
            ),
            (["--lang", "ko", "render", "board", "--ansi", "--svg"], .korean, R.string.demo.errorAnsiAndSvg(language: .korean), true),
            (["--lang", "ja", "render", "board", "--height", "0"], .japanese, R.string.demo.errorBadSize("--height", "0", language: .japanese), true),
            (["--lang", "ko", "completions"], .korean, R.string.cli.errorCompletionsNoShell("bash, zsh, fish", language: .korean), true),
            (
                ["--lang", "ja", "completions", "tcsh"], .japanese, R.string.cli.errorCompletionsUnknownShell("tcsh", "bash, zsh, fish", language: .japanese),
                true
            ),
            (["--lang", "ko", "render", "nope"], .korean, R.string.demo.errorUnknownScreen("nope", screens, language: .korean), false),
            (["--lang", "ja", "state", "board", "nope"], .japanese, R.string.demo.errorUnknownState("nope", "board", boardStates, language: .japanese), false),
            (
                ["--lang", "ko", "render", "board", "--state-file", "/nonexistent/x.json"], .korean,
                R.string.demo.errorUnreadableStateFile("/nonexistent/x.json", language: .korean), false
            ),
        ]
        for (arguments, language, message, hintsHelp) in cases {
            let result = try await Self.run(arguments)
            let hint = hintsHelp ? R.string.cli.errorSeeHelp("DemoCLI", language: language) + "\n" : ""
            #expect(result.status == 2 && result.output.isEmpty, "\(arguments): \(result)")
            #expect(result.error == "DemoCLI: " + message + "\n" + hint, "\(arguments): \(result)")
        }
        // The tables hold Korean and Japanese, not English under another name.
        let korean = try await Self.run(["--lang", "ko", "render", "board", "--width", "0"])
        #expect(korean.error.hasPrefix("DemoCLI: --width 에는 1부터 1000까지의 정수를 주세요."), "\(korean)")
        let japanese = try await Self.run(["--lang", "ja", "render", "board", "--state", "nope"])
        #expect(japanese.error == "DemoCLI: 状態「nope」は board にありません。状態は次のとおりです: \(boardStates)\n", "\(japanese)")
        // A word the user typed is still sanitised inside the translated sentence.
        let hostile = try await Self.run(["--lang", "ja", "fr\u{1B}]0;x\u{07}ob"])
        #expect(hostile.status == 2 && !hostile.error.contains("\u{1B}") && hostile.error.hasPrefix("DemoCLI: 不明なコマンド「"), "\(hostile)")
    }

    /// A value of `kind` that differs from the default.
    static func sample(_ kind: CommandTable.ValueKind) -> String {
        switch kind {
        case .choice(let words): words.last ?? ""
        case .choiceOf(_, let choices): choices.first?.words.first ?? ""
        case .directory, .file: "/tmp"
        case .url: "http://127.0.0.1:3000"
        case .port: "8080"
        case .number(let range): String(range.upperBound)
        case .text: "text"
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// DemoCLI's output, errors and status for `arguments`, run without a terminal.
    nonisolated static func run(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let run = try await ProgramRun.run(BuiltProducts.path(of: "DemoCLI"), arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C"])
        return (run.status, run.output, run.error)
    }
}

/// DemoCLI's completion scripts loaded by each shell installed here: screens, and a screen's
/// states after it, as `render SCREEN --state NAME` and `state SCREEN NAME` take them.
@MainActor
@Suite("DemoCLI completions in the real shells", .timeLimit(.minutes(2)))
struct DemoCompletionTests {
    static var screens: [String] { ScreenCatalog.previews.map(\.name) }
    static var boardStates: [String] { ScreenCatalog.preview(named: "board")?.stateNames() ?? [] }

    @Test("bash", .enabled(if: ShellCompletions.installed("bash") != nil, "bash is not installed on this machine: skipped"))
    func bash() async throws {
        let script = DemoCommandLine.table.completionScript(for: .bash)
        let complete = { (words: [String]) in try await offThePool { Result { try ShellCompletions.bash(script: script, words: words) } }.get() }
        #expect(try await complete(["DemoCLI", "render", ""]) == Self.screens)
        #expect(try await complete(["DemoCLI", "state", "board", ""]) == Self.boardStates)
        #expect(try await complete(["DemoCLI", "render", "board", "--width", "40", "--state", "kor"]) == ["korean"])
        // A screen that is not one has no states; before the screen is typed, every state is offered.
        #expect(try await complete(["DemoCLI", "--lang", "ko", "state", "tic", ""]) == [])
        #expect(try await complete(["DemoCLI", "render", "--state", "kor"]) == ["korean"])
        #expect(try await complete(["DemoCLI", "--lang", "ko", "state", "tic-tac-toe", "w"]) == ["won"])
        #expect(try await complete(["DemoCLI", "render", "home", "--a"]) == ["--ansi", "--ascii", "--accessible"])
        #expect(try await complete(["DemoCLI", "list", "--a"]) == [])
        // --no-mouse only runs the catalog: no command after it (the parser refuses
        // `--no-mouse render`), only the catalog's options; --ascii leaves render, which takes it.
        #expect(try await complete(["DemoCLI", "--no-mouse", ""]) == [])
        #expect(try await complete(["DemoCLI", "--no-mouse", "re"]) == [])
        #expect(try await complete(["DemoCLI", "--no-mouse", "--"]) == ["--lang", "--version", "--help", "--ascii", "--accessible", "--no-mouse", "--theme"])
        #expect(try await complete(["DemoCLI", "--ascii", ""]) == ["render"])
        #expect(try await complete(["DemoCLI", "--theme", "dark", ""]) == ["render", "gallery", "contrast"])
        #expect(try await complete(["DemoCLI", "render", "--no"]) == [])
    }

    @Test("zsh", .enabled(if: ShellCompletions.installed("zsh") != nil, "zsh is not installed on this machine: skipped"))
    func zsh() async throws {
        let script = DemoCommandLine.table.completionScript(for: .zsh)
        let complete = { (line: String) in try await offThePool { Result { try ShellCompletions.zsh(script: script, line: line) } }.get() }
        #expect(try await complete("DemoCLI render ") == Self.screens)
        #expect(try await complete("DemoCLI state board ") == Self.boardStates)
        #expect(try await complete("DemoCLI render board --state=kor") == ["korean"])
        #expect(try await complete("DemoCLI render --state kor") == ["korean"])
        #expect(try await complete("DemoCLI state tic ") == [])
        #expect(try await complete("DemoCLI --theme l") == ["light"])
        #expect(try await complete("DemoCLI --no-mouse ") == [])
        #expect(try await complete("DemoCLI --no-mouse re") == [])
        #expect(try await complete("DemoCLI --ascii ") == ["render"])
        #expect(try await complete("DemoCLI --theme=dark ") == ["render", "gallery", "contrast"])
        #expect(try await complete("DemoCLI render --no") == [])
    }

    @Test("fish", .enabled(if: ShellCompletions.installed("fish") != nil, "fish is not installed on this machine: skipped"))
    func fish() async throws {
        let script = DemoCommandLine.table.completionScript(for: .fish)
        let complete = { (line: String) in try await offThePool { Result { try ShellCompletions.fish(script: script, line: line) } }.get() }
        #expect(try await complete("DemoCLI render ").sorted() == Self.screens.sorted())
        #expect(try await complete("DemoCLI state board ").sorted() == Self.boardStates.sorted())
        #expect(try await complete("DemoCLI render board --state kor") == ["korean"])
        #expect(try await complete("DemoCLI render --state kor") == ["korean"])
        #expect(try await complete("DemoCLI state tic ") == [])
        #expect(try await complete("DemoCLI list --a") == [])
        #expect(try await complete("DemoCLI --no-mouse ") == [])
        #expect(try await complete("DemoCLI --no-mouse re") == [])
        #expect(try await complete("DemoCLI --no-mouse --").sorted() == ["--accessible", "--ascii", "--help", "--lang", "--no-mouse", "--theme", "--version"])
        #expect(try await complete("DemoCLI --ascii ") == ["render"])
        #expect(try await complete("DemoCLI --theme=dark ").sorted() == ["contrast", "gallery", "render"])
        #expect(try await complete("DemoCLI render --no") == [])
    }
}
