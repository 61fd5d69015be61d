import AppHost
import CommandLineTable
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
        /// Serve a page on 127.0.0.1 that shows the running app's tree, screen and actions, or,
        /// with a session file, that recorded session step by step.
        case inspect(port: UInt16, session: String?)
        /// Print the completion script for a shell.
        case completions(CommandTable.Shell)
        /// Print the manual page, in roff.
        case manual
        /// Replay a recorded session.
        case replay(ReplayRequest)
    }

    var command = Command.run
    /// A link to open once the app has launched (`--open URL`).
    var openLink: String?
    var language: Language?
    var dataDirectory: String?
    /// Where `--record` writes the session; nil when nothing is recorded.
    var recordPath: String?
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

    /// The text `--help` prints, made from the table.
    static var usage: String { MainCommandLine.table.helpText() }

    /// Reads the arguments after the program name, against ``MainCommandLine/table``.
    init(arguments: [String]) throws(UsageError) {
        let parsed: ParsedCommandLine
        do {
            parsed = try MainCommandLine.table.parse(arguments)
        } catch {
            throw UsageError(message: Self.message(for: error))
        }
        var json = false
        var watch = false
        var port: UInt16 = 0
        var session: String?
        var checks = false
        var updates = false
        var replayOptions = ReplayOptionsSeen()
        for given in parsed.options {
            // The table holds exactly MainOption's spellings (LaunchOptionsTests).
            guard let option = MainOption(rawValue: given.long) else { continue }
            let value = given.value ?? ""
            switch option {
            case .help: showsHelp = true
            case .version: showsVersion = true
            case .noMouse: usesMouse = false
            case .ascii: forcesASCII = true
            case .accessible: isAccessible = true
            case .theme: theme = try Self.theme(value)
            case .lang: language = try Self.language(value)
            case .dataDir:
                guard !value.isEmpty else { throw UsageError(message: R.string.cli.errorMissingValue(option.rawValue)) }
                dataDirectory = value
            case .record:
                guard !value.isEmpty else { throw UsageError(message: R.string.cli.errorMissingValue(option.rawValue)) }
                recordPath = value
            case .api: apiURL = try Self.apiURL(value)
            case .open: openLink = value
            case .json: json = true
            case .watch: watch = true
            case .check: checks = true
            case .update: updates = true
            case .speed:
                guard let speed = Double(value), speed.isFinite, LiveReplay.speeds.contains(speed) else {
                    throw UsageError(message: R.string.cli.errorReplayBadSpeed(TerminalSanitizer.sanitize(value)))
                }
                replayOptions.speed = speed
            case .step: replayOptions.steps = true
            case .asciicast:
                guard !value.isEmpty else { throw UsageError(message: R.string.cli.errorMissingValue(option.rawValue)) }
                replayOptions.asciicastPath = value
            case .svg:
                guard let step = Int(value), step >= 0 else { throw UsageError(message: R.string.cli.errorReplayBadStep(TerminalSanitizer.sanitize(value))) }
                replayOptions.svgStep = step
            case .port:
                guard let number = UInt16(value), number > 0 else {
                    throw UsageError(message: R.string.cli.errorBadPort(TerminalSanitizer.sanitize(value)))
                }
                port = number
            case .session:
                guard !value.isEmpty else { throw UsageError(message: R.string.cli.errorMissingValue(option.rawValue)) }
                session = value
            }
        }
        // `route --help` asks for help, not for a link: the usage, and exit 0.
        guard !showsHelp, !showsVersion else { return }
        let subcommand = parsed.command.flatMap(MainSubcommand.init(rawValue:))
        let arguments = parsed.arguments
        switch subcommand {
        case nil:
            // The app takes no arguments, so a word here was meant as a command.
            if let word = arguments.first { throw UsageError(message: Self.unknownCommand(word)) }
        case .route?, .open?:
            let name = subcommand?.rawValue ?? ""
            guard let link = arguments.first else { throw UsageError(message: R.string.cli.errorMissingLink(name)) }
            if arguments.count > 1 { throw UsageError(message: R.string.cli.errorUnexpectedArgument(TerminalSanitizer.sanitize(arguments[1]))) }
            command = subcommand == .route ? .route(link) : .open(link)
        case .tree?, .inspect?, .manual?:
            if let stray = arguments.first { throw UsageError(message: R.string.cli.errorUnexpectedArgument(TerminalSanitizer.sanitize(stray))) }
            command =
                subcommand == .tree
                ? (watch ? .watchTree(json: json) : .tree(json: json)) : subcommand == .inspect ? .inspect(port: port, session: session) : .manual
        case .replay?:
            guard let path = arguments.first, !path.isEmpty else { throw UsageError(message: R.string.cli.errorReplayMissingFile()) }
            command = .replay(try Self.replayRequest(path: path, more: Array(arguments.dropFirst()), checks: checks, updates: updates, replayOptions))
        case .completions?:
            guard arguments.count == 1, let shell = CommandTable.Shell(rawValue: arguments[0]) else {
                throw UsageError(message: Self.shellError(arguments))
            }
            command = .completions(shell)
        }
    }

    /// The replay options as given, before they are checked against each other.
    private struct ReplayOptionsSeen {
        var speed: Double?
        var steps = false
        var asciicastPath: String?
        var svgStep: Int?
    }

    /// What `replay FILE` asks, its options checked against each other: one way of replaying
    /// (in this terminal, `--check`, `--update`, `--asciicast` or `--svg`), and OUT only after `--svg STEP`.
    private static func replayRequest(path: String, more: [String], checks: Bool, updates: Bool, _ seen: ReplayOptionsSeen) throws(UsageError)
        -> ReplayRequest
    {
        var request = ReplayRequest(path: path, checks: checks || updates, updates: updates)
        let ways = [checks || updates, seen.asciicastPath != nil, seen.svgStep != nil].filter { $0 }.count
        if ways > 1 || (ways == 1 && (seen.speed != nil || seen.steps)) || (seen.speed != nil && seen.steps) {
            throw UsageError(message: R.string.cli.errorReplayOneWay())
        }
        if let step = seen.svgStep {
            guard let out = more.first, !out.isEmpty else { throw UsageError(message: R.string.cli.errorReplaySvgNeedsFile()) }
            if more.count > 1 { throw UsageError(message: R.string.cli.errorUnexpectedArgument(TerminalSanitizer.sanitize(more[1]))) }
            request.svg = ReplayRequest.Picture(step: step, path: out)
            return request
        }
        if let stray = more.first { throw UsageError(message: R.string.cli.errorUnexpectedArgument(TerminalSanitizer.sanitize(stray))) }
        request.asciicastPath = seen.asciicastPath
        request.pace = seen.steps ? .stepping : .recorded(speed: seen.speed ?? 1)
        return request
    }

    /// What a word that names no command is told: the command it is nearest, if one is near,
    /// and every command, in the language asked for.
    private static func unknownCommand(_ word: String) -> String {
        let table = MainCommandLine.table
        let commands = table.commands.map(\.name).joined(separator: ", ")
        let shown = TerminalSanitizer.sanitize(word)
        guard let nearest = table.nearestCommand(to: word) else { return R.string.cli.errorUnknownCommand(shown, commands) }
        return R.string.cli.errorUnknownCommandNearest(shown, nearest.name, commands)
    }

    /// What `completions` says when its arguments are not one shell's name, in the language asked for.
    private static func shellError(_ arguments: [String]) -> String {
        let choices = CommandTable.Shell.allCases.map(\.rawValue).joined(separator: ", ")
        switch arguments.count {
        case 0: return R.string.cli.errorCompletionsNoShell(choices)
        case 1: return R.string.cli.errorCompletionsUnknownShell(TerminalSanitizer.sanitize(arguments[0]), choices)
        default: return R.string.cli.errorCompletionsOneShell(choices)
        }
    }

    /// The error in the words (and the language) MainCLI's other errors use.
    private static func message(for error: CommandLineError) -> String {
        switch error {
        case .unknownOption(let word), .unexpectedValue(let word): R.string.cli.errorUnknownOption(TerminalSanitizer.sanitize(word))
        case .missingValue(let option): R.string.cli.errorMissingValue(option)
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
