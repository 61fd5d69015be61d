extension CommandTable {
    /// A shell the completion scripts are written for.
    public enum Shell: String, Sendable, CaseIterable {
        /// GNU bash, with or without the bash-completion package.
        case bash
        /// zsh, with compinit.
        case zsh
        /// fish.
        case fish
    }

    /// The completion script for `shell`, to be sourced or installed where the shell looks for one.
    public func completionScript(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion(table: self).script()
        case .zsh: ZshCompletion(table: self).script()
        case .fish: FishCompletion(table: self).script()
        }
    }

    /// Every spelling of every option that takes a value, as the scripts skip their values.
    var valueOptionSpellings: [String] {
        allOptions.filter { $0.value != nil }.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
    }

    /// For each option that some commands do not take: its spellings, and the names of those
    /// commands. Typed before a command's name, the option rules them out, as the parser would
    /// refuse the line (`--no-mouse render`), so the scripts stop offering them.
    var commandsNotTaking: [(spellings: [String], commands: [String])] {
        allOptions.compactMap { option in
            let refusing = commands.filter { command in !options(of: command).contains { $0.long == option.long } }.map(\.name)
            return refusing.isEmpty ? nil : ([option.long] + (option.short.map { [$0] } ?? []), refusing)
        }
    }

    /// The lines of bash's and zsh's word loop that add to `$refused` the commands an option
    /// typed before any command rules out (`--no-mouse` all of them), each name between spaces.
    /// The two shells read the same code; zsh's patterns are written `(a|b)`, bash's `a|b)`.
    func refusalLines(patternOpening: String) -> [String] {
        let refusals = commandsNotTaking
        guard !refusals.isEmpty else { return [] }
        var lines = [
            "        if [[ -z $command && $word == -* ]]; then",
            "            # An option only some commands take: the parser refuses the others after it.",
            "            case ${word%%=*} in",
        ]
        for refusal in refusals {
            let names = ShellQuote.single(refusal.commands.joined(separator: " ") + " ")
            lines.append("                \(patternOpening)\(refusal.spellings.map(ShellQuote.single).joined(separator: "|"))) refused+=\(names) ;;")
        }
        lines += [
            "            esac",
            "        fi",
        ]
        return lines
    }

    /// The default command, then the named ones.
    var everyCommand: [Command] {
        [defaultCommand] + commands
    }
}

/// Quoting for the shells' scripts.
enum ShellQuote {
    /// `text` in single quotes, for bash, zsh and fish alike: an inner `'` closes the quote,
    /// is escaped, and reopens it (fish reads `\'` outside quotes the same way).
    static func single(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// One line of text: line breaks and tabs become spaces, so a summary cannot end a shell line.
    static func line(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
    }
}

extension String {
    /// The string with every `target` replaced: Swift's own, without Foundation.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension CommandTable {
    /// Where the argument `name` is among its command's arguments (every command that has it
    /// has it at the same place: ``problems`` says so otherwise).
    func argumentIndex(of name: String) -> Int {
        for command in everyCommand {
            if let index = command.arguments.firstIndex(where: { $0.name == name }) { return index }
        }
        return 0
    }
}
