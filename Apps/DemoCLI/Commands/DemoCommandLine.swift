import CommandLineTable
import DesignSystem
import Resources

/// DemoCLI's options, each by its long spelling: the table declares each one and
/// ``DemoCommand/parse(_:)`` reads each one, both by switching over this type.
enum DemoOption: String, CaseIterable {
    case lang = "--lang"
    case version = "--version"
    case help = "--help"
    case ascii = "--ascii"
    case accessible = "--accessible"
    case noMouse = "--no-mouse"
    case theme = "--theme"
    case state = "--state"
    case stateFile = "--state-file"
    case width = "--width"
    case height = "--height"
    case ansi = "--ansi"
    case svg = "--svg"
}

/// DemoCLI's commands, by name.
enum DemoSubcommand: String, CaseIterable {
    case list, render, state, gallery, contrast, help, completions, manual
}

/// DemoCLI's command line, declared once: the parser reads it, and --help, the completion
/// scripts and the manual page (docs/man/DemoCLI.1) are made from it. The screens and their
/// states are the catalog's.
@MainActor
enum DemoCommandLine {
    static let table = CommandTable(
        program: "DemoCLI",
        summary: "every screen of MainCLI in isolation, driven by hand-made states",
        description: [
            "Without a command, DemoCLI runs the interactive screen catalog in this terminal: pick a screen, then one of its "
                + "named states, and use it as in the app; the actions it sends are logged instead of handled. The commands "
                + "print screens as text, JSON or SVG instead, for tests, documents and terminals without a screen.",
            "--theme picks the palette (default: MODULAR_TERMINAL_APP_THEME, else auto: the catalog asks the terminal its "
                + "background, and so does render --ansi writing to a terminal; else COLORFGBG, else dark; gallery and contrast draw dark, "
                + "and contrast both).",
        ],
        options: [.lang, .version, .help].map { option($0) },
        defaultCommand: .init(name: "", options: [.ascii, .accessible, .noMouse, .theme].map { option($0) }, summary: "run the interactive screen catalog"),
        commands: DemoSubcommand.allCases.map { command($0) },
        environment: [
            .init("LC_ALL, LANG", "the language when --lang is not given; a locale whose charset is not UTF-8 (C, POSIX) draws in ASCII"),
            .init("MODULAR_TERMINAL_APP_THEME", "auto, light or dark, when --theme is not given"),
            .init("MODULAR_TERMINAL_APP_NO_THEME_REPORTS", "when set and not empty, the catalog: the terminal is not asked for theme reports (mode 2031)"),
            .init(
                "MODULAR_TERMINAL_APP_WIDTHS",
                "the catalog: how wide emoji sequences are drawn: auto (the default: ask the terminal, mode 2027), clusters or code-points"),
            .init("MODULAR_TERMINAL_APP_KITTY_KEYBOARD", "when 0, the terminal is not asked for the kitty keyboard protocol"),
            .init("COLORFGBG", "the terminal's colours, read for the theme when the terminal does not answer for its background"),
            .init("NO_COLOR", "when set and not empty, nothing is coloured (render --ansi included)"),
            .init("NO_MOUSE", "when 1, the catalog leaves the mouse to the terminal, as --no-mouse does"),
        ],
        exitStatus: [
            .init("0", "the catalog quit, or the command printed what it was asked"),
            .init("2", "a wrong command line, an unknown screen or state, an unreadable state file, or output that could not be written"),
        ],
        examples: [
            .init("DemoCLI render board --state korean --width 100", "Prints the board's korean state as text, 100 columns wide."),
            .init("DemoCLI state board korean > board.json", "Writes that state as JSON, to edit and draw with render --state-file board.json."),
            .init("DemoCLI gallery docs/screens", "Writes every named state as an SVG picture, with an index.html that shows them."),
        ],
        seeAlso: ["MainCLI(1)"]
    )

    /// The screens, and each screen's named states, as the commands take them.
    private static let states: [CommandTable.Choices] = ScreenCatalog.previews.map { .init(key: $0.name, words: $0.stateNames()) }

    /// The declaration of `option`.
    static func option(_ option: DemoOption) -> CommandTable.Option {
        switch option {
        case .lang:
            .init(
                option.rawValue, value: .init("CODE", .choice(Language.allCases.map(\.rawValue))),
                summary: "the language (default: LC_ALL, then LANG, then English)")
        case .version:
            .init(option.rawValue, summary: "show the name and version (the newest release in the changelog), and the commit when the build recorded it")
        case .help:
            .init(option.rawValue, short: "-h", summary: "show this help")
        case .ascii:
            .init(option.rawValue, summary: "draw in ASCII (the default when the locale is not UTF-8)")
        case .accessible:
            .init(option.rawValue, summary: "as the app's accessible mode: an announcement line, the cursor on the focus, nothing animated")
        case .noMouse:
            .init(option.rawValue, summary: "leave the mouse to the terminal (NO_MOUSE=1 does the same)")
        case .theme:
            .init(
                option.rawValue, value: .init("THEME", .choice(AppearanceChoice.allCases.map(\.rawValue))),
                summary: "the palette for a light or a dark terminal")
        case .state:
            .init(
                option.rawValue, value: .init("NAME", .choiceOf(argument: "SCREEN", states)),
                summary: "the screen's named state to draw (DemoCLI list names them)")
        case .stateFile:
            .init(option.rawValue, value: .init("PATH.json", .file(extension: "json")), summary: "a state to draw, as the JSON that DemoCLI state prints")
        case .width:
            .init(option.rawValue, value: .init("W", .number(1...1000)), summary: "the frame's width in columns (default 80)")
        case .height:
            .init(option.rawValue, value: .init("H", .number(1...1000)), summary: "the frame's height in rows (default 24)")
        case .ansi:
            .init(option.rawValue, summary: "keep the frame's colours as ANSI escapes (NO_COLOR drops them)")
        case .svg:
            .init(option.rawValue, summary: "print the frame as an SVG picture")
        }
    }

    /// The declaration of `command`.
    static func command(_ command: DemoSubcommand) -> CommandTable.Command {
        let name = command.rawValue
        let screen = CommandTable.Argument(name: "SCREEN", kind: .choice(ScreenCatalog.previews.map(\.name)))
        return switch command {
        case .list:
            .init(name: name, summary: "list the screens and their named states")
        case .render:
            .init(
                name: name, arguments: [screen],
                options: [.state, .stateFile, .width, .height, .ansi, .svg, .ascii, .accessible, .theme].map { option($0) },
                summary: "print one frame of a screen as plain text (default 80x24), in colour, or as an SVG picture")
        case .state:
            .init(
                name: name, arguments: [screen, .init(name: "NAME", kind: .choiceOf(argument: "SCREEN", states))],
                summary: "print a named state as the JSON that render --state-file reads, a working example to start a state file from")
        case .gallery:
            .init(
                name: name, arguments: [.init(name: "DIR", kind: .directory)], options: [option(.theme)],
                summary: "write every named state as SVG into DIR, with an index.html that shows them side by side "
                    + "(each screen's first state in the other theme too)")
        case .contrast:
            .init(
                name: name, options: [option(.theme)],
                summary: "count the glyphs of every named state that meet WCAG contrast (4.5:1 text, 3:1 lines), per theme "
                    + "and colour form (16 colours: xterm's), measure the selection against the terminal's background, "
                    + "and list the failing colour pairs, worst first")
        case .help:
            .init(name: name, summary: "show this help")
        case .completions:
            .init(
                name: name, arguments: [.init(name: "SHELL", kind: .choice(CommandTable.Shell.allCases.map(\.rawValue)))],
                summary: "print the completion script for bash, zsh or fish")
        case .manual:
            .init(name: name, summary: "print this manual page in roff (man -l reads it: DemoCLI manual | man -l -)")
        }
    }
}
