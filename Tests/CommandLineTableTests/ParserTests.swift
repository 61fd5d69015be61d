import CommandLineTable
import Testing

/// A small table with what the apps' tables use: options of every command, options only
/// without a command, a command's own options and arguments.
let sampleTable = CommandTable(
    program: "Sample",
    summary: "a sample program",
    description: ["Does sample things.", ".starts with a dot, and has a back\\slash"],
    options: [
        .init("--lang", value: .init("CODE", .choice(["en", "ko"])), summary: "the language"),
        .init("--help", short: "-h", summary: "show this help"),
        .init("--quiet", summary: "say nothing"),
    ],
    defaultCommand: .init(name: "", options: [.init("--open", value: .init("LINK", .url), summary: "open it")], summary: "run"),
    commands: [
        .init(
            name: "show",
            arguments: [
                .init(name: "SCREEN", kind: .choice(["board", "home"])),
                .init(
                    name: "NAME",
                    kind: .choiceOf(argument: "SCREEN", [.init(key: "board", words: ["korean", "empty"]), .init(key: "home", words: ["welcome"])]),
                    isOptional: true),
            ],
            options: [.init("--width", value: .init("W", .number(1...9)), summary: "how wide")], summary: "show a screen"),
        .init(name: "write", arguments: [.init(name: "DIR", kind: .directory)], summary: "write it's files"),
    ],
    environment: [.init("SAMPLE_THEME", "the theme")],
    exitStatus: [.init("0", "it worked")],
    examples: [.init("Sample show board --width 3", "Shows the board.")],
    seeAlso: ["Other(1)"]
)

@Suite("Command-line parsing against a table")
struct ParserTests {
    @Test("options before and after the command, --name=value and --name value, the short spelling")
    func optionsAnywhere() throws {
        let parsed = try sampleTable.parse(["--lang=ko", "show", "board", "--width", "3", "-h", "korean"])
        #expect(parsed.command == "show")
        #expect(parsed.arguments == ["board", "korean"])
        #expect(parsed.options == [.init("--lang", value: "ko"), .init("--width", value: "3"), .init("--help")])
        #expect(parsed.has("--help") && !parsed.has("--quiet"))
    }

    @Test("no command: the default command's options; a word that names no command is an argument")
    func defaultCommand() throws {
        #expect(try sampleTable.parse([]) == ParsedCommandLine())
        #expect(try sampleTable.parse(["--open", "show"]) == ParsedCommandLine(options: [.init("--open", value: "show")]))
        #expect(try sampleTable.parse(["elsewhere", "show"]) == ParsedCommandLine(arguments: ["elsewhere", "show"]))
        // A command's name after the command is an argument.
        #expect(try sampleTable.parse(["write", "show"]) == ParsedCommandLine(command: "write", arguments: ["show"]))
    }

    @Test("unknown options, options of another command, a missing value and a flag's value are errors")
    func errors() {
        #expect(throws: CommandLineError.unknownOption("--frobnicate")) { try sampleTable.parse(["--frobnicate"]) }
        #expect(throws: CommandLineError.unknownOption("--width")) { try sampleTable.parse(["--width", "3"]) }
        #expect(throws: CommandLineError.unknownOption("--open")) { try sampleTable.parse(["show", "board", "--open", "x"]) }
        #expect(throws: CommandLineError.missingValue(option: "--lang")) { try sampleTable.parse(["show", "--lang"]) }
        #expect(throws: CommandLineError.unexpectedValue("--quiet=yes")) { try sampleTable.parse(["--quiet=yes"]) }
        #expect(throws: CommandLineError.unknownOption("-x")) { try sampleTable.parse(["-x"]) }
    }

    @Test("a lone - and an empty --name= value are values, not options")
    func edgeWords() throws {
        #expect(try sampleTable.parse(["write", "-"]).arguments == ["-"])
        #expect(try sampleTable.parse(["--lang="]).options == [.init("--lang", value: "")])
    }

    @Test("lastValue reads an option's value past the words the parser refuses, and not a value as the option")
    func lastValue() {
        #expect(sampleTable.lastValue(of: "--lang", in: ["--frobnicate", "--lang", "ko", "stray"]) == "ko")
        #expect(sampleTable.lastValue(of: "--lang", in: ["--lang=en", "--width", "3", "--lang", "ko"]) == "ko")
        #expect(sampleTable.lastValue(of: "--lang", in: ["--open", "--lang", "--quiet"]) == nil)
        #expect(sampleTable.lastValue(of: "--lang", in: ["--quiet", "--lang"]) == nil)
        #expect(sampleTable.lastValue(of: "--lang", in: []) == nil)
        #expect(sampleTable.lastValue(of: "--lang", in: ["--lang", "ko", "--", "--lang", "en"]) == "ko")
    }

    @Test("-- ends the options: every word after it is an argument, one that starts with - too")
    func endOfOptions() throws {
        let parsed = try sampleTable.parse(["--quiet", "write", "--", "-odd name", "--lang", "--"])
        #expect(parsed.command == "write")
        #expect(parsed.options == [.init("--quiet")])
        #expect(parsed.arguments == ["-odd name", "--lang", "--"])
        #expect(try sampleTable.parse(["--", "show"]).command == nil)
        #expect(try sampleTable.parse(["--", "show"]).arguments == ["show"])
    }
}

@Suite("A table's own checks")
struct TableProblemsTests {
    @Test("the sample table has none")
    func sampleIsClean() {
        #expect(sampleTable.problems == [])
    }

    @Test("names the shells could not read, twice-declared options, differing declarations and multi-line summaries are reported")
    func problemsFound() {
        var table = sampleTable
        table.program = "Sample CLI"
        table.commands[0].options.append(.init("--quiet", summary: "say nothing"))
        table.commands[1].options.append(.init("--width", value: .init("W", .text), summary: "how wide"))
        table.options.append(.init("--lang2", value: .init("CODE", .choice(["it's"])), summary: "two\nlines"))
        let problems = table.problems
        #expect(problems.contains { $0.contains("program's name") })
        #expect(problems.contains { $0.contains("--quiet appears twice") })
        #expect(problems.contains { $0.contains("--width is declared in two ways") })
        #expect(problems.contains { $0.contains("\"it's\" is not a plain word") })
        #expect(problems.contains { $0.contains("line break") })
    }
}
