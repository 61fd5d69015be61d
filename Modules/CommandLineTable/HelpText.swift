extension CommandTable {
    /// The text `--help` prints: the synopsis, the description, the commands, the options of
    /// each, and the environment, wrapped to `width` columns.
    public func helpText(width: Int = 80) -> String {
        var lines: [String] = []
        for (index, command) in everyCommand.enumerated() {
            // Continued lines start under the first argument.
            var words = synopsisWords(command)[...]
            var line = (index == 0 ? "usage: " : "       ") + words.prefix(command.name.isEmpty ? 1 : 2).joined(separator: " ")
            words = words.dropFirst(command.name.isEmpty ? 1 : 2)
            let indent = String(repeating: " ", count: line.count + 1)
            var first = true
            for word in words {
                if !first, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent + word
                } else {
                    line += " " + word
                }
                first = false
            }
            lines.append(line)
        }
        for paragraph in description {
            lines.append("")
            lines += TextWrap.lines(paragraph, width: width)
        }
        let visibleCommands = commands
        if !visibleCommands.isEmpty {
            lines += ["", "Commands:"]
            lines += Self.termList(
                visibleCommands.map { (Array(synopsisWords($0).dropFirst().prefix(1 + $0.arguments.count)).joined(separator: " "), $0.summary) }, width: width)
        }
        lines += ["", "Options:"]
        lines += Self.termList(options.map { (Self.optionTerm($0), $0.summary) }, width: width)
        for command in [defaultCommand] + commands where !command.options.isEmpty {
            lines += ["", command.name.isEmpty ? "Options without a command:" : "Options of \(command.name):"]
            lines += Self.termList(command.options.map { (Self.optionTerm($0), $0.summary) }, width: width)
        }
        if !environment.isEmpty {
            lines += ["", "Environment:"]
            lines += Self.termList(environment.map { ($0.term, $0.text) }, width: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per way to call the program, after its name is typed: the default command, then each command.
    public func synopsisLines() -> [String] {
        everyCommand.map { synopsisWords($0).joined(separator: " ") }
    }

    /// The program's name, the command's, its arguments and its options, as the synopsis shows them.
    func synopsisWords(_ command: Command) -> [String] {
        var words = [program]
        if !command.name.isEmpty { words.append(command.name) }
        words += command.arguments.map { $0.isOptional ? "[\(Self.argumentTerm($0))]" : Self.argumentTerm($0) }
        words += command.options.map { "[\(Self.optionTerm($0, short: false))]" }
        if !options.isEmpty { words.append("[options]") }
        return words
    }

    /// `--lang en|ko|ja` for a few words to choose from, `--data-dir DIR` otherwise; with the short spelling first.
    static func optionTerm(_ option: Option, short: Bool = true) -> String {
        var term = option.long
        if short, let shortName = option.short { term = "\(shortName), \(term)" }
        guard let value = option.value else { return term }
        return term + " " + valueTerm(value.name, value.kind)
    }

    static func argumentTerm(_ argument: Argument) -> String {
        valueTerm(argument.name, argument.kind)
    }

    /// The choices themselves when there are at most four, else the placeholder.
    static func valueTerm(_ name: String, _ kind: ValueKind) -> String {
        if case .choice(let words) = kind, words.count <= 4 { return words.joined(separator: "|") }
        return name
    }

    /// Terms in a column two spaces in, their texts wrapped beside them from column 24 (or
    /// under them, when the term is wider).
    static func termList(_ entries: [(String, String)], width: Int) -> [String] {
        let indent = 24
        var lines: [String] = []
        for (term, text) in entries {
            let wrapped = TextWrap.lines(text, width: width - indent)
            let head = "  " + term
            var rest = wrapped[...]
            if head.count <= indent - 2, let first = rest.popFirst() {
                lines.append(head + String(repeating: " ", count: indent - head.count) + first)
            } else {
                lines.append(head)
            }
            lines += rest.map { String(repeating: " ", count: indent) + $0 }
        }
        return lines
    }
}

/// Greedy wrapping of a paragraph at spaces.
enum TextWrap {
    /// The paragraph's words on lines of at most `width` characters (a longer word has a line of its own).
    static func lines(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
