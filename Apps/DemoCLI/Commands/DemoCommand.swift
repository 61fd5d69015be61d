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

    /// A command line DemoCLI does not understand, with the message to show.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static let usage = """
        usage: DemoCLI [--ascii] [--accessible] [--no-mouse] [--theme auto|light|dark]
                                            the interactive screen catalog
               DemoCLI list                 the screens and their named states
               DemoCLI render SCREEN [--state NAME | --state-file PATH.json]
                                     [--width W] [--height H] [--ansi | --svg] [--lang en|ko|ja]
                                     [--ascii] [--accessible]
                                            print one frame as plain text (default 80x24);
                                            --ansi keeps its colours (NO_COLOR drops them),
                                            --svg prints it as an SVG picture
               DemoCLI state SCREEN NAME    print a named state as the JSON --state-file reads,
                                            a working example to start a state file from
               DemoCLI gallery DIR          write every named state as SVG into DIR, with an
                                            index.html that shows them side by side (each
                                            screen's first state in the other theme too)
               DemoCLI contrast             how many glyphs of every named state meet WCAG
                                            contrast (4.5:1 text, 3:1 lines), per theme and
                                            colour form, and the first that do not
        DemoCLI --version prints the name and version (the newest release in the changelog).
        Options for every command: --lang en|ko|ja (default: LC_ALL, then LANG, then English).
        --theme auto|light|dark picks the palette for a light or a dark terminal (default:
        MODULAR_TERMINAL_APP_THEME, else auto: the catalog asks the terminal its background;
        render follows COLORFGBG, else dark; gallery and contrast draw dark, and contrast both).
        --ascii draws in ASCII (the default when the locale is not UTF-8), --accessible adds the
        announcement line and shows the cursor on the focus, --no-mouse (or NO_MOUSE=1) leaves
        the mouse to the terminal.
        """

    /// Parses the arguments after the program name; `--lang` may appear anywhere.
    static func parse(_ arguments: [String]) throws(UsageError) -> (DemoCommand, Language?) {
        var remaining = arguments[...]
        var positional: [String] = []
        var language: Language?
        var request = RenderRequest(screen: "")
        var display = DisplayOptions()
        var theme: AppearanceChoice?
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return (.help, language)
            case "--version":
                return (.version, language)
            case "--ansi":
                request.isANSI = true
            case "--svg":
                request.isSVG = true
            case "--ascii":
                request.charset = .ascii
                display.forcesASCII = true
            case "--accessible":
                request.isAccessible = true
                display.isAccessible = true
            case "--no-mouse":
                display.usesMouse = false
            case "--lang", "--state", "--state-file", "--width", "--height", "--theme":
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: R.string.cli.errorMissingValue(argument))
                }
                switch argument {
                case "--lang":
                    guard let parsed = Language(identifier: value) else {
                        let choices = Language.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: R.string.cli.errorUnknownLanguage(value, choices))
                    }
                    language = parsed
                case "--theme":
                    guard let parsed = AppearanceChoice(rawValue: value) else {
                        throw UsageError(message: R.string.cli.errorUnknownTheme(TerminalSanitizer.sanitize(value)))
                    }
                    theme = parsed
                    request.theme = parsed
                    display.theme = parsed
                case "--state": request.stateName = value
                case "--state-file": request.stateFile = value
                case "--width": request.width = try dimension(value, option: argument)
                default: request.height = try dimension(value, option: argument)
                }
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: R.string.cli.errorUnknownOption(argument))
            default:
                positional.append(argument)
            }
        }
        switch positional.first {
        case nil:
            return (.catalog(display), language)
        case "help":
            return (.help, language)
        case "list":
            guard positional.count == 1 else { throw UsageError(message: "list takes no arguments") }
            return (.list, language)
        case "render":
            guard positional.count == 2 else {
                throw UsageError(message: "render needs exactly one screen name, for example: DemoCLI render home")
            }
            guard request.stateName == nil || request.stateFile == nil else {
                throw UsageError(message: "give either --state or --state-file, not both")
            }
            guard !(request.isANSI && request.isSVG) else {
                throw UsageError(message: "give either --ansi or --svg, not both")
            }
            request.screen = positional[1]
            return (.render(request), language)
        case "state":
            guard positional.count == 3 else {
                throw UsageError(message: "state needs a screen and a state name, for example: DemoCLI state board korean")
            }
            return (.state(screen: positional[1], name: positional[2]), language)
        case "gallery":
            guard positional.count == 2 else {
                throw UsageError(message: "gallery needs the folder to write into, for example: DemoCLI gallery docs/screens")
            }
            return (.gallery(directory: positional[1], theme: theme), language)
        case "contrast":
            guard positional.count == 1 else { throw UsageError(message: "contrast takes no arguments") }
            return (.contrast(theme: theme), language)
        case let other?:
            throw UsageError(message: "unknown command \"\(other)\"; the commands are list, render, state, gallery and contrast")
        }
    }

    private static func dimension(_ value: String, option: String) throws(UsageError) -> Int {
        guard let number = Int(value), (1...1000).contains(number) else {
            throw UsageError(message: "\(option) needs a whole number from 1 to 1000, not \"\(value)\"")
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
