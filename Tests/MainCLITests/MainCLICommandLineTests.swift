import CommandLineTable
import Foundation
import TerminalTestSupport
import Testing

@testable import MainCLI

/// MainCLI's command line is one table: the parser reads it, and --help, the completions and
/// the manual page are made from it. These tests hold the parser and the table to each other,
/// the committed manual page to the table, and the completions to what the shells offer.
@Suite("MainCLI's command-line table", .timeLimit(.minutes(2)))
struct MainCLICommandLineTests {
    static let table = MainCommandLine.table

    @Test("the table declares exactly the options and commands LaunchOptions reads, and has no problems")
    func tableMatchesTheParser() {
        #expect(Self.table.problems == [])
        #expect(Self.table.allOptions.map(\.long).sorted() == MainOption.allCases.map(\.rawValue).sorted())
        #expect(Self.table.commands.map(\.name) == MainSubcommand.allCases.map(\.rawValue))
        // Whatever the table does not declare is refused.
        #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions(arguments: ["--frobnicate"]) }
        #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions(arguments: ["tree", "--port", "80"]) }
    }

    @Test("every option the table declares, in every command that takes it, changes what LaunchOptions holds")
    func everyOptionIsRead() throws {
        for command in [Self.table.defaultCommand] + Self.table.commands {
            let base = (command.name.isEmpty ? [] : [command.name]) + Self.samples(command.arguments.filter { !$0.isOptional })
            let optional = Self.samples(command.arguments.filter(\.isOptional))
            let without = try LaunchOptions(arguments: base)
            for option in Self.table.options(of: command) {
                let given = [option.long] + (option.value.map { [Self.sample($0.kind, for: option.long)] } ?? [])
                // An optional argument goes with the option that takes it (replay's OUT with --svg STEP).
                let with = try (try? LaunchOptions(arguments: base + given)) ?? LaunchOptions(arguments: base + optional + given)
                #expect(with != without, "\(command.name) \(given) is accepted but changes nothing")
            }
        }
    }

    @Test("every value the table offers for an option or an argument, the parser takes")
    func everyOfferedValueParses() throws {
        for command in [Self.table.defaultCommand] + Self.table.commands {
            let name = command.name.isEmpty ? [] : [command.name]
            for (index, argument) in command.arguments.enumerated() {
                guard case .choice(let words) = argument.kind else { continue }
                for word in words {
                    var arguments = command.arguments.map { Self.sample($0.kind, for: $0.name) }
                    arguments[index] = word
                    _ = try LaunchOptions(arguments: name + arguments)
                }
            }
            for option in Self.table.options(of: command) {
                guard case .choice(let words)? = option.value?.kind else { continue }
                for word in words {
                    _ = try LaunchOptions(arguments: name + Self.samples(command.arguments.filter { !$0.isOptional }) + [option.long, word])
                }
            }
        }
    }

    @Test("MainCLI manual prints docs/man/MainCLI.1 byte for byte")
    func manualPageIsCommitted() async throws {
        let result = try await MainCLILinkTests.run(["manual"], runtime: "/nonexistent")
        #expect(result.status == 0, "\(result)")
        let committed = try String(contentsOfFile: Self.repository + "/docs/man/MainCLI.1", encoding: .utf8)
        #expect(
            result.output == committed,
            "docs/man/MainCLI.1 is not what MainCLI's table makes; regenerate it with: swift run MainCLI manual > docs/man/MainCLI.1")
    }

    @Test("--help is the table's help; completions with a wrong or no shell says which, exit 2")
    func helpAndShellErrors() async throws {
        let help = try await MainCLILinkTests.run(["--help"], runtime: "/nonexistent")
        #expect(help.status == 0 && help.output == Self.table.helpText())
        let wrong = try await MainCLILinkTests.run(["completions", "tcsh"], runtime: "/nonexistent")
        #expect(wrong.status == 2 && wrong.output.isEmpty)
        #expect(
            wrong.error
                == "MainCLI: error: unknown shell \"tcsh\"; completions are written for bash, zsh, fish\nRun MainCLI --help to see the commands and options.\n",
            "\(wrong)")
        let none = try await MainCLILinkTests.run(["completions"], runtime: "/nonexistent")
        #expect(none.status == 2 && none.error.hasPrefix("MainCLI: error: completions needs a shell: one of bash, zsh, fish\n"), "\(none)")
        // In the language --lang asks for, as MainCLI's other usage errors.
        let korean = try await MainCLILinkTests.run(["--lang", "ko", "completions", "tcsh"], runtime: "/nonexistent")
        #expect(korean.status == 2)
        #expect(
            korean.error
                == "MainCLI: error: 알 수 없는 셸 \"tcsh\". 자동 완성 스크립트는 bash, zsh, fish 용만 있습니다.\n"
                + "명령과 옵션은 MainCLI --help 로 볼 수 있습니다.\n", "\(korean)")
        let japanese = try await MainCLILinkTests.run(["completions", "bash", "zsh", "--lang=ja"], runtime: "/nonexistent")
        #expect(japanese.status == 2)
        #expect(japanese.error.hasPrefix("MainCLI: error: completions に指定できるシェルは一つだけです: bash, zsh, fish のいずれか。\n"), "\(japanese)")
    }

    /// A value of `kind` that differs from the default, for the option or argument `name`.
    static func sample(_ kind: CommandTable.ValueKind, for name: String) -> String {
        switch kind {
        case .choice(let words): words.last ?? ""
        case .choiceOf(_, let choices): choices.first?.words.first ?? ""
        case .directory, .file: "/tmp"
        case .url: name == "--api" ? "http://127.0.0.1:3000" : "ribs-training://post/42"
        case .port: "8080"
        case .number(let range): String(range.upperBound)
        case .text: name == "--speed" ? "2" : "text"
        }
    }

    /// A sample of each of `arguments`, in order.
    static func samples(_ arguments: [CommandTable.Argument]) -> [String] {
        arguments.map { sample($0.kind, for: $0.name) }
    }

    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}

/// MainCLI's completion scripts, as `MainCLI completions SHELL` prints them, loaded by each
/// shell installed here and asked what they offer.
@Suite("MainCLI completions in the real shells", .timeLimit(.minutes(2)))
struct MainCLICompletionTests {
    static func script(_ shell: String) async throws -> String {
        let result = try await MainCLILinkTests.run(["completions", shell], runtime: "/nonexistent")
        #expect(result.status == 0, "\(result)")
        return result.output
    }

    /// A folder with a directory and a file in it, for --data-dir to complete the one, not the
    /// other; removed by ``remove()`` (a deinit could run as soon as the path is read, before the shell looks).
    struct Folder {
        // "-A-D-O": compadd's collecting flags spelled in the path, which the zsh capture must not take for flags.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("completion-A-D-O-\(UUID().uuidString)").path
        init() throws {
            try FileManager.default.createDirectory(atPath: path + "/alpha-dir", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path + "/alpha-file", contents: Data())
        }
        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test(
        "bash: commands, options, languages, themes, shells and directories",
        .enabled(if: ShellCompletions.installed("bash") != nil, "bash is not installed on this machine: skipped"))
    func bash() async throws {
        let script = try await Self.script("bash")
        let folder = try Folder()
        defer { folder.remove() }
        let complete = { (words: [String]) in try await offThePool { Result { try ShellCompletions.bash(script: script, words: words) } }.get() }
        #expect(try await complete(["MainCLI", ""]) == MainSubcommand.allCases.map(\.rawValue))
        #expect(try await complete(["MainCLI", "--theme", ""]) == ["auto", "light", "dark"])
        // bash splits --theme=l at the "=".
        #expect(try await complete(["MainCLI", "--theme", "=", "l"]) == ["light"])
        #expect(try await complete(["MainCLI", "--lang", "k"]) == ["ko"])
        #expect(try await complete(["MainCLI", "--data-dir", "/nonexistent", "tr"]) == ["tree"])
        #expect(try await complete(["MainCLI", "tree", "--w"]) == ["--watch"])
        #expect(try await complete(["MainCLI", "completions", ""]) == ["bash", "zsh", "fish"])
        #expect(try await complete(["MainCLI", "route", ""]) == [])
        #expect(try await complete(["MainCLI", "--data-dir", folder.path + "/al"]) == [folder.path + "/alpha-dir"])
        // --open only runs the app: no command after it (the parser refuses `--open x route`),
        // and none of tree's options before it or --open after a command.
        #expect(try await complete(["MainCLI", "--open", "x", ""]) == [])
        #expect(try await complete(["MainCLI", "--open", "=", "x", "ro"]) == [])
        #expect(try await complete(["MainCLI", "--open", "x", "--w"]) == [])
        #expect(try await complete(["MainCLI", "--watch", ""]) == ["tree"])
        #expect(try await complete(["MainCLI", "route", "--o"]) == [])
        #expect(try await complete(["MainCLI", "open", "--o"]) == [])
    }

    @Test(
        "zsh: commands, options, languages, themes and directories",
        .enabled(if: ShellCompletions.installed("zsh") != nil, "zsh is not installed on this machine: skipped"))
    func zsh() async throws {
        let script = try await Self.script("zsh")
        let folder = try Folder()
        defer { folder.remove() }
        let complete = { (line: String) in try await offThePool { Result { try ShellCompletions.zsh(script: script, line: line) } }.get() }
        #expect(try await complete("MainCLI ") == MainSubcommand.allCases.map(\.rawValue))
        #expect(try await complete("MainCLI --theme ") == ["auto", "light", "dark"])
        #expect(try await complete("MainCLI --lang=j") == ["ja"])
        #expect(try await complete("MainCLI tree --w") == ["--watch"])
        #expect(try await complete("MainCLI --ascii comp") == ["completions"])
        #expect(try await complete("MainCLI --open x ") == [])
        #expect(try await complete("MainCLI --open=x ro") == [])
        #expect(try await complete("MainCLI --watch ") == ["tree"])
        #expect(try await complete("MainCLI route --o") == [])
        // Installed as _MainCLI in a folder of $fpath, as Scripts/install puts it, rather than sourced.
        let autoloaded = try await offThePool { Result { try ShellCompletions.zsh(script: script, line: "MainCLI --theme ", autoloaded: true) } }.get()
        #expect(autoloaded == ["auto", "light", "dark"])
        let directories = try await complete("MainCLI --data-dir \(folder.path)/al")
        #expect(directories.contains { $0.hasSuffix("alpha-dir") } && !directories.contains { $0.contains("alpha-file") }, "\(directories)")
    }

    @Test(
        "fish: commands, options, languages, themes and directories",
        .enabled(if: ShellCompletions.installed("fish") != nil, "fish is not installed on this machine: skipped"))
    func fish() async throws {
        let script = try await Self.script("fish")
        let folder = try Folder()
        defer { folder.remove() }
        let complete = { (line: String) in try await offThePool { Result { try ShellCompletions.fish(script: script, line: line) } }.get() }
        #expect(try await complete("MainCLI ").sorted() == MainSubcommand.allCases.map(\.rawValue).sorted())
        #expect(try await complete("MainCLI --theme ").sorted() == ["auto", "dark", "light"])
        #expect(try await complete("MainCLI --lang=j") == ["--lang=ja"])
        #expect(try await complete("MainCLI tree --w") == ["--watch"])
        #expect(try await complete("MainCLI inspect --w") == [])
        #expect(try await complete("MainCLI completions ").sorted() == ["bash", "fish", "zsh"])
        #expect(try await complete("MainCLI --open x ") == [])
        #expect(try await complete("MainCLI --open=x ro") == [])
        #expect(try await complete("MainCLI --watch ") == ["tree"])
        #expect(try await complete("MainCLI route --o") == [])
        let directories = try await complete("MainCLI --data-dir \(folder.path)/al")
        #expect(directories == [folder.path + "/alpha-dir/"], "\(directories)")
    }
}
