/// A command line read against a ``CommandTable``: which command, which options with their
/// values, and the arguments left. What the values mean is the program's to decide.
public struct ParsedCommandLine: Sendable, Equatable {
    /// The command named, or nil for the default command.
    public var command: String?
    /// The options given, in order, by their long spelling.
    public var options: [GivenOption]
    /// The positional arguments after the command's name.
    public var arguments: [String]

    /// A parsed command line.
    public init(command: String? = nil, options: [GivenOption] = [], arguments: [String] = []) {
        self.command = command
        self.options = options
        self.arguments = arguments
    }

    /// Whether the option `long` was given.
    public func has(_ long: String) -> Bool {
        options.contains { $0.long == long }
    }

    /// One option as given.
    public struct GivenOption: Sendable, Equatable {
        /// Its long spelling, whichever spelling was typed.
        public var long: String
        /// Its value, for an option that takes one.
        public var value: String?

        /// A given option.
        public init(_ long: String, value: String? = nil) {
            self.long = long
            self.value = value
        }
    }
}

/// Why a command line does not fit its table. The words typed are quoted as given: the caller
/// sanitises them before they reach a terminal.
public enum CommandLineError: Error, Sendable, Equatable {
    /// An option no command has, or one the command named does not take.
    case unknownOption(String)
    /// An option that takes a value came last.
    case missingValue(option: String)
    /// A flag was given a value: the word as typed (`--ascii=yes`).
    case unexpectedValue(String)
}

extension CommandTable {
    /// Reads `arguments` (those after the program's name). Options may come before or after the
    /// command's name; the command is the first word that names one, before any argument. An
    /// option that takes a value reads it from `--option=VALUE` or from the next word. `--` ends
    /// the options, as POSIX utilities do: every word after it is an argument, even one that
    /// starts with `-`.
    public func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedCommandLine {
        let known = allOptions
        var parsed = ParsedCommandLine()
        var remaining = arguments[...]
        while let word = remaining.popFirst() {
            if word == "--" {
                parsed.arguments.append(contentsOf: remaining)
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                if parsed.command == nil, parsed.arguments.isEmpty, commands.contains(where: { $0.name == word }) {
                    parsed.command = word
                } else {
                    parsed.arguments.append(word)
                }
                continue
            }
            let (spelling, inlineValue) = Self.split(word)
            guard let option = known.first(where: { $0.long == spelling || $0.short == spelling }) else {
                throw .unknownOption(word)
            }
            if option.value == nil {
                guard inlineValue == nil else { throw .unexpectedValue(word) }
                parsed.options.append(.init(option.long))
            } else if let inlineValue {
                parsed.options.append(.init(option.long, value: inlineValue))
            } else {
                guard let value = remaining.popFirst() else { throw .missingValue(option: option.long) }
                parsed.options.append(.init(option.long, value: value))
            }
        }
        // Only now is the command known, and with it the options it takes.
        let allowed = command(named: parsed.command).map { options(of: $0).map(\.long) } ?? []
        if let stray = parsed.options.first(where: { !allowed.contains($0.long) }) {
            throw .unknownOption(stray.long)
        }
        return parsed
    }

    /// `--name=value` as the name and the value; any other word as itself and nil.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

extension CommandTable {
    /// The value the option `long` was given last in `arguments`, read word by word as
    /// ``parse(_:)`` reads them but past the words it would refuse: a program's `--lang` then
    /// chooses the language of the error about a command line that does not parse.
    public func lastValue(of long: String, in arguments: [String]) -> String? {
        let known = allOptions
        var value: String?
        var remaining = arguments[...]
        while let word = remaining.popFirst(), word != "--" {
            guard word.hasPrefix("-"), word != "-" else { continue }
            let (spelling, inlineValue) = Self.split(word)
            // An unknown word or a flag takes no value: the next word is read for itself.
            guard let option = known.first(where: { $0.long == spelling || $0.short == spelling }), option.value != nil else { continue }
            guard let given = inlineValue ?? remaining.popFirst() else { break }
            if option.long == long { value = given }
        }
        return value
    }
}
