import CommandLineTable
import DesignSystem
import Resources

/// A DemoCLI command line, parsed.
enum DemoCommand: Equatable {
    /// The interactive catalog (no command), drawn as `options` say.
    case catalog(DisplayOptions)
    /// `list`: the screens and their named states.
    case list
    /// `render`: one frame as plain text, or coloured with `--ansi`.
    case render(RenderRequest)
    /// `state SCREEN NAME`: a named state as the JSON that `render --state-file` reads.
    case state(screen: String, name: String)
    /// `gallery DIR`: every named state as an SVG picture, and a page showing them; `theme` is
    /// `--theme`, when given.
    case gallery(directory: String, theme: AppearanceChoice? = nil)
    /// `contrast`: how many glyphs of every named state meet their contrast, in each theme and
    /// colour form (or those `--theme` names).
    case contrast(theme: AppearanceChoice? = nil)
    /// `help`, `-h`, `--help`.
    case help
    /// `--version`: the name and version.
    case version
    /// `completions SHELL`: the completion script for the shell.
    case completions(CommandTable.Shell)
    /// `manual`: the manual page, in roff.
    case manual

    /// A command line DemoCLI does not understand, with the message to show.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// The text `--help` prints, made from the table.
    @MainActor static var usage: String { DemoCommandLine.table.helpText() }

    /// Parses the arguments after the program name against ``DemoCommandLine/table``; options
    /// may come before or after the command's name.
    @MainActor
    static func parse(_ arguments: [String]) throws(UsageError) -> (DemoCommand, Language?) {
        let parsed: ParsedCommandLine
        do {
            parsed = try DemoCommandLine.table.parse(arguments)
        } catch {
            switch error {
            case .unknownOption(let word), .unexpectedValue(let word):
                throw UsageError(message: R.string.cli.errorUnknownOption(TerminalSanitizer.sanitize(word)))
            case .missingValue(let option):
                throw UsageError(message: R.string.cli.errorMissingValue(option))
            }
        }
        var language: Language?
        var request = RenderRequest(screen: "")
        var display = DisplayOptions()
        var theme: AppearanceChoice?
        var showsHelp = false
        var showsVersion = false
        for given in parsed.options {
            // The table holds exactly DemoOption's spellings (DemoCommandLineTests).
            guard let option = DemoOption(rawValue: given.long) else { continue }
            let value = given.value ?? ""
            switch option {
            case .help: showsHelp = true
            case .version: showsVersion = true
            case .ansi: request.isANSI = true
            case .svg: request.isSVG = true
            case .ascii:
                request.charset = .ascii
                display.forcesASCII = true
            case .accessible:
                request.isAccessible = true
                display.isAccessible = true
            case .noMouse: display.usesMouse = false
            case .lang:
                guard let parsed = Language(identifier: value) else {
                    let choices = Language.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: R.string.cli.errorUnknownLanguage(TerminalSanitizer.sanitize(value), choices))
                }
                language = parsed
            case .theme:
                guard let parsed = AppearanceChoice(rawValue: value) else {
                    throw UsageError(message: R.string.cli.errorUnknownTheme(TerminalSanitizer.sanitize(value)))
                }
                theme = parsed
                request.theme = parsed
                display.theme = parsed
            case .state: request.stateName = value
            case .stateFile: request.stateFile = value
            case .width: request.width = try dimension(value, option: option.rawValue)
            case .height: request.height = try dimension(value, option: option.rawValue)
            }
        }
        if showsHelp { return (.help, language) }
        if showsVersion { return (.version, language) }
        let positional = parsed.arguments
        guard let name = parsed.command, let command = DemoSubcommand(rawValue: name) else {
            if let other = positional.first { throw UsageError(message: unknownCommand(other)) }
            return (.catalog(display), language)
        }
        switch command {
        case .help:
            return (.help, language)
        case .list:
            guard positional.isEmpty else { throw UsageError(message: R.string.cli.errorNoArguments(command.rawValue)) }
            return (.list, language)
        case .render:
            guard positional.count == 1 else {
                throw UsageError(message: R.string.demo.errorRenderNeedsScreen())
            }
            guard request.stateName == nil || request.stateFile == nil else {
                throw UsageError(message: R.string.demo.errorStateAndStateFile())
            }
            guard !(request.isANSI && request.isSVG) else {
                throw UsageError(message: R.string.demo.errorAnsiAndSvg())
            }
            request.screen = positional[0]
            return (.render(request), language)
        case .state:
            guard positional.count == 2 else {
                throw UsageError(message: R.string.demo.errorStateNeedsNames())
            }
            return (.state(screen: positional[0], name: positional[1]), language)
        case .gallery:
            guard positional.count == 1 else {
                throw UsageError(message: R.string.demo.errorGalleryNeedsFolder())
            }
            return (.gallery(directory: positional[0], theme: theme), language)
        case .contrast:
            guard positional.isEmpty else { throw UsageError(message: R.string.cli.errorNoArguments(command.rawValue)) }
            return (.contrast(theme: theme), language)
        case .completions:
            guard positional.count == 1, let shell = CommandTable.Shell(rawValue: positional[0]) else {
                throw UsageError(message: shellError(positional))
            }
            return (.completions(shell), language)
        case .manual:
            guard positional.isEmpty else { throw UsageError(message: R.string.cli.errorNoArguments(command.rawValue)) }
            return (.manual, language)
        }
    }

    /// What a word that names no command is told: the command it is nearest, if one is near,
    /// and every command, in the language asked for.
    @MainActor
    private static func unknownCommand(_ word: String) -> String {
        let table = DemoCommandLine.table
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

    private static func dimension(_ value: String, option: String) throws(UsageError) -> Int {
        guard let number = Int(value), (1...1000).contains(number) else {
            throw UsageError(message: R.string.demo.errorBadSize(option, TerminalSanitizer.sanitize(value)))
        }
        return number
    }
}

/// What `DemoCLI render` was asked to draw.
struct RenderRequest: Equatable {
    var screen: String
    var stateName: String?
    var stateFile: String?
    var width = 80
    var height = 24
    /// Whether to keep the frame's colours (`--ansi`).
    var isANSI = false
    /// Whether to print the frame as an SVG picture (`--svg`).
    var isSVG = false
    /// The characters the frame may use (`--ascii`).
    var charset = Charset.unicode
    /// Whether to draw the frame as accessible mode does, with its announcement line (`--accessible`).
    var isAccessible = false
    /// The palette asked for (`--theme`), if any.
    var theme: AppearanceChoice?
}

/// How the interactive catalog draws and reads the terminal.
struct DisplayOptions: Equatable {
    /// Whether to draw in ASCII whatever the locale says (`--ascii`).
    var forcesASCII = false
    /// Accessible mode (`--accessible`): the cursor on the focus, an announcement line, no animation.
    var isAccessible = false
    /// Whether to read the mouse (`--no-mouse` leaves it to the terminal).
    var usesMouse = true
    /// The palette asked for (`--theme`), if any.
    var theme: AppearanceChoice?
}
