import DesignSystem

/// What DemoCLI prints on standard error for a failure.
enum ErrorLine {
    /// `message` prefixed with the program name and sanitised: a message can quote an argument,
    /// a file path or a JSON error, all of which the user (or a file) chose, so it must not be
    /// able to send escape sequences to the terminal any more than text drawn on screen can.
    static func text(for message: String) -> String {
        "DemoCLI: \(TerminalSanitizer.sanitize(message))\n"
    }
}
