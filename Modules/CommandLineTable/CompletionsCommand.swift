/// What the `completions SHELL` command of a program says when SHELL is wrong.
public enum CompletionsCommand {
    /// The error for the arguments given to `completions` when they are not one shell's name:
    /// which word is wrong, and the names that are right. The word is quoted as given; the
    /// caller sanitises it.
    public static func shellError(_ arguments: [String]) -> String {
        let choices = Shell.allCases.map(\.rawValue).joined(separator: ", ")
        switch arguments.count {
        case 0: return "completions needs a shell: one of \(choices)"
        case 1: return "unknown shell \"\(arguments[0])\"; completions are written for \(choices)"
        default: return "completions takes one shell, one of \(choices)"
        }
    }
}
