import DesignSystem
import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What MainCLI was asked to do on its command line.
struct LaunchOptions: Equatable {
    /// A command line MainCLI does not understand, with the message to show.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// What MainCLI does: run the app, or one of the commands that talk about links.
    enum Command: Equatable {
        case run
        /// Print the route a link takes, or why it takes none.
        case route(String)
        /// Hand a link to the running app, or start the app with it.
        case open(String)
        /// Print the running app's RIB tree.
        case tree(json: Bool)
        /// Follow the running app's RIB tree: redraw it (or print a JSON line) at every change.
        case watchTree(json: Bool)
        /// Serve a page on 127.0.0.1 that shows the running app's tree, screen and actions.
        case inspect(port: UInt16)
    }

    var command = Command.run
    /// A link to open once the app has launched (`--open URL`).
    var openLink: String?
    var language: Language?
    var dataDirectory: String?
    var apiURL: URL?
    var showsHelp = false
    /// Whether `--version` was given: the name and version, and nothing else.
    var showsVersion = false
    /// Whether the app reads the mouse (`--no-mouse` leaves it to the terminal's own selection).
    var usesMouse = true
    /// Whether to draw in ASCII whatever the locale says (`--ascii`).
    var forcesASCII = false
    /// Whether to run in accessible mode (`--accessible`): the cursor on the focus, an
    /// announcement line, no animation.
    var isAccessible = false
    /// The palette asked for on the command line (`--theme`); nil leaves it to the environment.
    var theme: AppearanceChoice?

    static let usage = """
        usage: MainCLI [--lang en|ko|ja] [--data-dir DIR] [--api URL] [--open LINK] [--no-mouse] [--ascii]
                      [--accessible] [--theme auto|light|dark]
               MainCLI route LINK          print the route a link takes (exit 0), or why not (exit 2)
               MainCLI open LINK [options] hand the link to the running app, or start it with the link
               MainCLI tree [--json]       print the running app's RIB tree
               MainCLI tree --watch [--json]
                                           follow the running app's RIB tree as it changes (q
                                           quits); with --json, one JSON line per change
               MainCLI inspect [--port N]  serve a page on 127.0.0.1 that shows the running app's
                                           tree, screen and actions live; prints its URL first

        Runs the app in this terminal. Keys are shown at the bottom of each screen; q quits.
        Links: ribs-training://launchGame?gameId=ticTacToe[&inviteCode=CODE],
        ribs-training://profile?userId=N, ribs-training://promotion?code=CODE,
        ribs-training://post/N, ribs-training://books/N

          --lang CODE      the language of the app (default: LC_ALL, then LANG, then English)
          --data-dir DIR   where the session, scores and carts are kept
                           (default: $XDG_STATE_HOME/modular-terminal-app, else
                           ~/.local/state/modular-terminal-app)
          --api URL        a JSONPlaceholder-compatible server (JSONPlaceholder itself or any
                           json-server) instead of the embedded offline backend
          --open LINK      open the link once the app has started
          --no-mouse       leave the mouse to the terminal (its own selection); NO_MOUSE=1
                           in the environment does the same
          --ascii          draw borders, markers and arrows in ASCII, and show what is
                           beyond ASCII as ?; the default when the locale (LC_ALL,
                           LC_CTYPE, LANG) names a charset other than UTF-8, such as C
          --accessible     for screen readers and braille displays: the cursor is shown
                           on the focused row or field, a line above the keys names the
                           screen or alert on show, and nothing animates
          --theme THEME    the colours for a light or a dark terminal: light, dark, or
                           auto (the default; MODULAR_TERMINAL_APP_THEME sets it too),
                           which asks the terminal its background, then reads COLORFGBG,
                           then takes dark; NO_COLOR drops colour whatever the theme
          --version        show the name and version (the newest release in the changelog)
          -h, --help       show this help
        """

    /// Reads the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        // The subcommand may come after options (`--data-dir D route LINK`), not only first.
        var subcommand: String?
        var links: [String] = []
        var json = false
        var watch = false
        var port: UInt16 = 0
        while let argument = remaining.popFirst() {
            switch argument {
            case _ where ["route", "open", "tree", "inspect"].contains(argument) && subcommand == nil && openLink == nil:
                subcommand = argument
            case "--port" where subcommand == "inspect":
                guard let value = remaining.popFirst() else { throw UsageError(message: R.string.cli.errorMissingValue("--port")) }
                guard let number = UInt16(value), number > 0 else {
                    throw UsageError(message: "--port takes a number from 1 to 65535, not \(TerminalSanitizer.sanitize(value))")
                }
                port = number
            case "--json" where subcommand == "tree":
                json = true
            case "--watch" where subcommand == "tree":
                watch = true
            case "--open" where subcommand == nil:
                guard let value = remaining.popFirst() else { throw UsageError(message: R.string.cli.errorMissingValue("--open")) }
                openLink = value
            case _ where (subcommand == "route" || subcommand == "open") && !argument.hasPrefix("-") && links.isEmpty:
                links.append(argument)
            case "-h", "--help":
                showsHelp = true
            case "--version":
                showsVersion = true
            case "--no-mouse":
                usesMouse = false
            case "--ascii":
                forcesASCII = true
            case "--accessible":
                isAccessible = true
            case "--theme":
                guard let value = remaining.popFirst() else { throw UsageError(message: R.string.cli.errorMissingValue("--theme")) }
                theme = try Self.theme(value)
            case _ where argument.hasPrefix("--theme="):
                theme = try Self.theme(String(argument.dropFirst("--theme=".count)))
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
                throw UsageError(message: R.string.cli.errorUnknownOption(TerminalSanitizer.sanitize(argument)))
            }
        }
        // `route --help` asks for help, not for a link: the usage, and exit 0.
        guard !showsHelp else { return }
        switch subcommand {
        case "route", "open":
            guard let link = links.first else { throw UsageError(message: R.string.cli.errorMissingLink(subcommand ?? "")) }
            command = subcommand == "route" ? .route(link) : .open(link)
        case "tree": command = watch ? .watchTree(json: json) : .tree(json: json)
        case "inspect": command = .inspect(port: port)
        default: break
        }
    }

    /// A theme `--theme` names.
    private static func theme(_ value: String) throws(UsageError) -> AppearanceChoice {
        guard let choice = AppearanceChoice(rawValue: value) else {
            throw UsageError(message: R.string.cli.errorUnknownTheme(TerminalSanitizer.sanitize(value)))
        }
        return choice
    }

    /// An http or https URL with a host, nothing else: a typo is caught here, not as a
    /// network error on the first screen.
    private static func apiURL(_ value: String) throws(UsageError) -> URL {
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil,
            // A port out of range, or past what Foundation can hold (it then reports none).
            url.port.map({ (1...65535).contains($0) }) ?? !authorityNamesPort(value)
        else {
            throw UsageError(message: R.string.cli.errorBadApiUrl(TerminalSanitizer.sanitize(value)))
        }
        return url
    }

    /// Whether `value`'s authority has a `:` after the host (and any user info or brackets).
    private static func authorityNamesPort(_ value: String) -> Bool {
        guard let start = value.firstRange(of: "//")?.upperBound else { return false }
        var authority = value[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") { authority = authority[authority.index(after: close)...] }
        return authority.contains(":")
    }

    private static func language(_ value: String) throws(UsageError) -> Language {
        guard let language = Language(identifier: value) else {
            let choices = Language.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: R.string.cli.errorUnknownLanguage(value, choices))
        }
        return language
    }
}
