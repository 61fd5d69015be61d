import DesignSystem

/// What MainCLI prints on standard error for any failure of any subcommand:
/// `MainCLI: error: <reason>`, one prefix whether the reason is found here or answered by the
/// running app (whose replies already start with `error: `).
enum ErrorLine {
    /// `message` with the one prefix, sanitised: it can quote a link or a path the user chose.
    static func text(for message: String) -> String {
        let reason = message.hasPrefix("error: ") ? String(message.dropFirst("error: ".count)) : message
        return "MainCLI: error: \(TerminalSanitizer.sanitize(reason))\n"
    }
}
