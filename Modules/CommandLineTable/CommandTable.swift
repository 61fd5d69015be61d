/// One program's command line, declared once: its commands, their options and arguments, what
/// values each takes, and the words that explain them. The help text, the shell completions and
/// the manual page are generated from it, and the parser reads it, so an option cannot exist in
/// one of them and not in the others.
public struct CommandTable: Sendable, Equatable {
    /// The program's name, as typed (`MainCLI`): letters, digits and `_` only, as it names shell functions.
    public var program: String
    /// What the program is, in a few words, for the manual's NAME line.
    public var summary: String
    /// What the program does, one paragraph an element, for --help and the manual's DESCRIPTION.
    public var description: [String]
    /// The options every command takes, and the program without a command.
    public var options: [Option]
    /// What the program does without a command: its arguments, and options only it takes.
    public var defaultCommand: Command
    /// The commands, in the order help lists them.
    public var commands: [Command]
    /// The environment variables the program reads.
    public var environment: [Entry]
    /// The files and folders the program reads or writes.
    public var files: [Entry]
    /// What each exit status means.
    public var exitStatus: [Entry]
    /// Command lines worth copying, each with what it does.
    public var examples: [Entry]
    /// Related manual pages, as `name(section)`.
    public var seeAlso: [String]

    /// A table; sections left out are empty.
    public init(
        program: String, summary: String, description: [String], options: [Option], defaultCommand: Command, commands: [Command],
        environment: [Entry] = [], files: [Entry] = [], exitStatus: [Entry] = [], examples: [Entry] = [], seeAlso: [String] = []
    ) {
        self.program = program
        self.summary = summary
        self.description = description
        self.options = options
        self.defaultCommand = defaultCommand
        self.commands = commands
        self.environment = environment
        self.files = files
        self.exitStatus = exitStatus
        self.examples = examples
        self.seeAlso = seeAlso
    }

    /// The command called `name`; nil names the default command.
    public func command(named name: String?) -> Command? {
        guard let name else { return defaultCommand }
        return commands.first { $0.name == name }
    }

    /// The options `command` takes: the program's own, then the command's.
    public func options(of command: Command) -> [Option] {
        options + command.options
    }

    /// Every option of every command once, in the order they are first declared.
    public var allOptions: [Option] {
        var seen: Set<String> = []
        return (options + defaultCommand.options + commands.flatMap(\.options)).filter { seen.insert($0.long).inserted }
    }
}

extension CommandTable {
    /// A command: a word after the program's name, its arguments and the options only it takes.
    public struct Command: Sendable, Equatable {
        /// The word that names it; empty for the default command.
        public var name: String
        /// Its positional arguments, in order.
        public var arguments: [Argument]
        /// The options only this command takes (the program's own options apply too).
        public var options: [Option]
        /// What it does, in one line.
        public var summary: String

        /// A command.
        public init(name: String, arguments: [Argument] = [], options: [Option] = [], summary: String) {
            self.name = name
            self.arguments = arguments
            self.options = options
            self.summary = summary
        }
    }

    /// A positional argument of a command.
    public struct Argument: Sendable, Equatable {
        /// The name the synopsis shows (`LINK`).
        public var name: String
        /// What it may be.
        public var kind: ValueKind
        /// Whether it may be left out.
        public var isOptional: Bool

        /// An argument.
        public init(name: String, kind: ValueKind, isOptional: Bool = false) {
            self.name = name
            self.kind = kind
            self.isOptional = isOptional
        }
    }

    /// An option: `--long`, maybe a short spelling, maybe a value.
    public struct Option: Sendable, Equatable {
        /// The long spelling, with its dashes (`--lang`); it also identifies the option.
        public var long: String
        /// The short spelling, with its dash (`-h`), if any.
        public var short: String?
        /// The value it takes, as `--long VALUE` or `--long=VALUE`; nil for a flag.
        public var value: Value?
        /// What it does, in one line.
        public var summary: String

        /// An option.
        public init(_ long: String, short: String? = nil, value: Value? = nil, summary: String) {
            self.long = long
            self.short = short
            self.value = value
            self.summary = summary
        }
    }

    /// The value an option takes: the name help shows and what it may be.
    public struct Value: Sendable, Equatable {
        /// The placeholder (`DIR`).
        public var name: String
        /// What it may be.
        public var kind: ValueKind

        /// A value.
        public init(_ name: String, _ kind: ValueKind) {
            self.name = name
            self.kind = kind
        }
    }

    /// What a value may be, which is what completion offers for it.
    public enum ValueKind: Sendable, Equatable {
        /// One of these words.
        case choice([String])
        /// One of the words listed for the command's argument `argument` as given (a screen's
        /// states, listed per screen); any of them when that argument is not given yet, none
        /// when it is not one of the keys.
        case choiceOf(argument: String, [Choices])
        /// A file's path; with an extension (`json`), files with it are offered.
        case file(extension: String?)
        /// A directory's path.
        case directory
        /// A URL.
        case url
        /// A TCP port, 1 to 65535.
        case port
        /// A whole number in the range.
        case number(ClosedRange<Int>)
        /// Any text.
        case text
    }

    /// The words a ``ValueKind/choiceOf(argument:_:)`` value may be when its argument is `key`.
    public struct Choices: Sendable, Equatable {
        /// The argument's value.
        public var key: String
        /// The words allowed then.
        public var words: [String]

        /// The words for `key`.
        public init(key: String, words: [String]) {
            self.key = key
            self.words = words
        }
    }

    /// A term and its explanation: an environment variable, a file, an exit status, an example.
    public struct Entry: Sendable, Equatable {
        /// What is explained.
        public var term: String
        /// The explanation, one paragraph.
        public var text: String

        /// An entry.
        public init(_ term: String, _ text: String) {
            self.term = term
            self.text = text
        }
    }
}
