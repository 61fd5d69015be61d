extension CommandTable {
    /// What is wrong with the table, one sentence each; empty when the generated scripts and
    /// pages can rely on it: names the shells and roff read as plain words, no option or
    /// command twice, an option the same wherever it appears, one-line summaries.
    public var problems: [String] {
        var problems: [String] = []
        if !Self.isWord(program, extra: "_") || program.first?.isNumber == true {
            problems.append("the program's name \"\(program)\" is not letters, digits and _")
        }
        var commandNames: Set<String> = []
        for command in commands {
            if !Self.isWord(command.name, extra: "-_") || command.name.hasPrefix("-") {
                problems.append("the command \"\(command.name)\" is not a plain word")
            }
            if !commandNames.insert(command.name).inserted { problems.append("the command \(command.name) is declared twice") }
        }
        if !defaultCommand.name.isEmpty { problems.append("the default command has a name") }
        for command in everyCommand {
            var spellings: Set<String> = []
            for option in options(of: command) {
                for spelling in [option.long] + (option.short.map { [$0] } ?? []) where !spellings.insert(spelling).inserted {
                    problems.append("\(spelling) appears twice where \(command.name.isEmpty ? "no command" : command.name) is given")
                }
            }
            for (index, argument) in command.arguments.enumerated() where argumentIndex(of: argument.name) != index {
                problems.append("the argument \(argument.name) is not at the same place in every command")
            }
            if command.arguments.dropLast().contains(where: \.isOptional) {
                problems.append("\(command.name): only the last argument may be optional")
            }
        }
        for option in options + everyCommand.flatMap(\.options) {
            if !option.long.hasPrefix("--") || !Self.isWord(String(option.long.dropFirst(2)), extra: "-") || option.long.count < 3 {
                problems.append("\(option.long) is not --word")
            }
            if let short = option.short, short.count != 2 || !short.hasPrefix("-") || !Self.isWord(String(short.dropFirst()), extra: "") {
                problems.append("\(short) is not -letter")
            }
            if let other = allOptions.first(where: { $0.long == option.long }), other != option {
                problems.append("\(option.long) is declared in two ways")
            }
        }
        let summaries = [summary] + everyCommand.map(\.summary) + allOptions.map(\.summary)
        for text in summaries where text.contains(where: \.isNewline) || text.isEmpty {
            problems.append("a summary is empty or has a line break: \"\(text)\"")
        }
        let kinds = allOptions.compactMap(\.value?.kind) + everyCommand.flatMap(\.arguments).map(\.kind)
        for kind in kinds {
            let words: [String]
            switch kind {
            case .choice(let list): words = list
            case .choiceOf(let argument, let choices):
                words = choices.flatMap { [$0.key] + $0.words }
                if !everyCommand.contains(where: { $0.arguments.contains { $0.name == argument } }) {
                    problems.append("no command has the argument \(argument) that choices depend on")
                }
            case .file(let fileExtension?): words = [fileExtension]
            default: words = []
            }
            for word in words where !Self.isWord(word, extra: "-_.") || word.hasPrefix("-") {
                problems.append("the value \"\(word)\" is not a plain word")
            }
        }
        return problems
    }

    /// Whether `text` is non-empty ASCII letters and digits, and the characters of `extra`.
    private static func isWord(_ text: String, extra: String) -> Bool {
        !text.isEmpty && text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || extra.contains($0) }
    }
}
