import CommandLineTable
import TerminalTestSupport
import Testing

/// The sample table's scripts, loaded by the real shells: the quoting holds (a summary with a
/// quote and a backslash), and the commands, arguments and values come out as the parser reads them.
@Suite("Completion scripts in real shells", .timeLimit(.minutes(1)))
struct ScriptsInShellsTests {
    /// The sample, with a summary that would break naive quoting.
    static let table: CommandTable = {
        var table = sampleTable
        table.options[2].summary = #"say nothing, not even a quote ' or a backslash \"#
        return table
    }()

    @Test("bash", .enabled(if: ShellCompletions.installed("bash") != nil, "bash is not installed on this machine: skipped"))
    func bash() async throws {
        let script = Self.table.completionScript(for: .bash)
        let complete = { (words: [String]) in try await offThePool { Result { try ShellCompletions.bash(script: script, words: words) } }.get() }
        #expect(try await complete(["Sample", ""]) == ["show", "write"])
        #expect(try await complete(["Sample", "--quiet", "show", "b"]) == ["board"])
        #expect(try await complete(["Sample", "show", "board", ""]) == ["korean", "empty"])
        #expect(try await complete(["Sample", "show", "--width", "4", "home", ""]) == ["welcome"])
        #expect(try await complete(["Sample", "--lang", ""]) == ["en", "ko"])
        #expect(try await complete(["Sample", "--q"]) == ["--quiet"])
        #expect(try await complete(["Sample", "show", "--"]).contains("--width"))
        #expect(try await !complete(["Sample", "--"]).contains("--width"))
        // An option only the default command takes rules every command out, as the parser
        // refuses `--open x show`; one only show takes leaves show alone; after a command, the
        // default command's own options are not offered.
        #expect(try await complete(["Sample", "--open", "x", ""]) == [])
        #expect(try await complete(["Sample", "--open", "x", "--"]) == ["--lang", "--help", "--quiet", "--open"])
        #expect(try await complete(["Sample", "--width", "3", ""]) == ["show"])
        #expect(try await complete(["Sample", "--quiet", ""]) == ["show", "write"])
        #expect(try await complete(["Sample", "show", "--"]) == ["--lang", "--help", "--quiet", "--width"])
    }

    @Test("zsh", .enabled(if: ShellCompletions.installed("zsh") != nil, "zsh is not installed on this machine: skipped"))
    func zsh() async throws {
        let script = Self.table.completionScript(for: .zsh)
        let complete = { (line: String) in try await offThePool { Result { try ShellCompletions.zsh(script: script, line: line) } }.get() }
        #expect(try await complete("Sample ") == ["show", "write"])
        #expect(try await complete("Sample show board ") == ["korean", "empty"])
        #expect(try await complete("Sample --lang=k") == ["ko"])
        #expect(try await complete("Sample --q") == ["--quiet"])
        #expect(try await complete("Sample --open x ") == [])
        #expect(try await complete("Sample --open=x ") == [])
        #expect(try await complete("Sample --open x --").sorted() == ["--help", "--lang", "--open", "--quiet"])
        #expect(try await complete("Sample --width=3 ") == ["show"])
        #expect(try await complete("Sample show --").sorted() == ["--help", "--lang", "--quiet", "--width"])
    }

    @Test("fish", .enabled(if: ShellCompletions.installed("fish") != nil, "fish is not installed on this machine: skipped"))
    func fish() async throws {
        let script = Self.table.completionScript(for: .fish)
        let complete = { (line: String) in try await offThePool { Result { try ShellCompletions.fish(script: script, line: line) } }.get() }
        #expect(try await complete("Sample ").sorted() == ["show", "write"])
        #expect(try await complete("Sample show board ").sorted() == ["empty", "korean"])
        #expect(try await complete("Sample --lang ").sorted() == ["en", "ko"])
        #expect(try await complete("Sample --q") == ["--quiet"])
        #expect(try await complete("Sample --open x ") == [])
        #expect(try await complete("Sample --open=x ") == [])
        #expect(try await complete("Sample --open x --").sorted() == ["--help", "--lang", "--open", "--quiet"])
        #expect(try await complete("Sample --width 3 ") == ["show"])
        #expect(try await complete("Sample show --").sorted() == ["--help", "--lang", "--quiet", "--width"])
    }
}
