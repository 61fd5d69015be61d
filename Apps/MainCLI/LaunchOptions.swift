import DesignSystem
import Foundation
import Resources

/// What MainCLI was asked to do on its command line.
struct LaunchOptions: Equatable {
    /// A command line MainCLI does not understand, with the message to show.
    struct UsageError: Error, Equatable {
        var message: String
    }

    var language: Language?
    var dataDirectory: String?
    var apiURL: URL?
    var showsHelp = false

    static let usage = """
    usage: MainCLI [--lang en|ko|ja] [--data-dir DIR] [--api URL]

    Runs the app in this terminal. Keys are shown at the bottom of each screen; q quits.

      --lang CODE      the language of the app (default: LC_ALL, then LANG, then English)
      --data-dir DIR   where the session, scores and carts are kept
                       (default: $XDG_STATE_HOME/modular-terminal-app, else
                       ~/.local/state/modular-terminal-app)
      --api URL        a JSONPlaceholder-compatible server (JSONPlaceholder itself or any
                       json-server) instead of the embedded offline backend
      -h, --help       show this help
    """

    /// Reads the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                showsHelp = true
            case "--lang":
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: R.string.cli.errorMissingValue("--lang"))
                }
                language = try Self.language(value)
            case _ where argument.hasPrefix("--lang="):
                language = try Self.language(String(argument.dropFirst("--lang=".count)))
            case "--data-dir":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    throw UsageError(message: R.string.cli.errorMissingValue("--data-dir"))
                }
                dataDirectory = value
            case "--api":
                guard let value = remaining.popFirst() else { throw UsageError(message: R.string.cli.errorMissingValue("--api")) }
                apiURL = try Self.apiURL(value)
            case _ where argument.hasPrefix("--api="):
                apiURL = try Self.apiURL(String(argument.dropFirst("--api=".count)))
            case _ where argument.hasPrefix("--data-dir="):
                let value = String(argument.dropFirst("--data-dir=".count))
                guard !value.isEmpty else { throw UsageError(message: R.string.cli.errorMissingValue("--data-dir")) }
                dataDirectory = value
            default:
                throw UsageError(message: R.string.cli.errorUnknownOption(argument))
            }
        }
    }

    /// An http or https URL with a host, nothing else: a typo is caught here, not as a
    /// network error on the first screen.
    private static func apiURL(_ value: String) throws(UsageError) -> URL {
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else {
            throw UsageError(message: R.string.cli.errorBadApiUrl(TerminalSanitizer.sanitize(value)))
        }
        return url
    }

    private static func language(_ value: String) throws(UsageError) -> Language {
        guard let language = Language(identifier: value) else {
            let choices = Language.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: R.string.cli.errorUnknownLanguage(value, choices))
        }
        return language
    }
}
