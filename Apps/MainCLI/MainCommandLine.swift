import AppHost
import CommandLineTable
import DesignSystem
import Resources

/// MainCLI's options, each by its long spelling: the table declares each one, and
/// ``LaunchOptions`` reads each one, both by switching over this type, so neither can miss one.
enum MainOption: String, CaseIterable {
    case lang = "--lang"
    case dataDir = "--data-dir"
    case record = "--record"
    case api = "--api"
    case noMouse = "--no-mouse"
    case ascii = "--ascii"
    case accessible = "--accessible"
    case theme = "--theme"
    case version = "--version"
    case help = "--help"
    case open = "--open"
    case json = "--json"
    case watch = "--watch"
    case port = "--port"
    case check = "--check"
    case update = "--update"
    case speed = "--speed"
    case step = "--step"
    case asciicast = "--asciicast"
    case svg = "--svg"
    case session = "--session"
}

/// MainCLI's commands, by name.
enum MainSubcommand: String, CaseIterable {
    case route, open, tree, inspect, replay, completions, manual
}

/// MainCLI's command line, declared once: the parser reads it, and --help, the completion
/// scripts and the manual page (docs/man/MainCLI.1) are made from it.
enum MainCommandLine {
    static let table = CommandTable(
        program: "MainCLI",
        summary: "a terminal app built of RIBs, with deep links and a live view of it",
        description: [
            "Runs the app in this terminal. Keys are shown at the bottom of each screen; q quits.",
            "Links: ribs-training://launchGame?gameId=ticTacToe[&inviteCode=CODE], ribs-training://profile?userId=N, "
                + "ribs-training://promotion?code=CODE, ribs-training://post/N, ribs-training://books/N",
        ],
        options: [.lang, .dataDir, .record, .api, .noMouse, .ascii, .accessible, .theme, .version, .help].map(option),
        defaultCommand: .init(name: "", options: [option(.open)], summary: "run the app in this terminal"),
        commands: MainSubcommand.allCases.map(command),
        environment: [
            .init("LC_ALL, LANG", "the language when --lang is not given; a locale whose charset is not UTF-8 (C, POSIX) draws in ASCII"),
            .init("MODULAR_TERMINAL_APP_THEME", "auto, light or dark, when --theme is not given"),
            .init("MODULAR_TERMINAL_APP_OSC52", "0: y never copies through the terminal (OSC 52), only with a clipboard tool"),
            .init("MODULAR_TERMINAL_APP_NO_THEME_REPORTS", "when set and not empty, the terminal is not asked for theme reports (mode 2031)"),
            .init(
                "MODULAR_TERMINAL_APP_WIDTHS",
                "how wide emoji sequences are drawn: auto (the default: ask the terminal, mode 2027), clusters or code-points"),
            .init("MODULAR_TERMINAL_APP_KITTY_KEYBOARD", "when 0, the terminal is not asked for the kitty keyboard protocol"),
            .init("COLORFGBG", "the terminal's colours, read for the theme when the terminal does not answer for its background"),
            .init("NO_COLOR", "when set and not empty, nothing is coloured, whatever the theme"),
            .init("NO_MOUSE", "when 1, the mouse is left to the terminal, as --no-mouse does"),
            .init("TERM", "dumb refuses the full-screen app"),
            .init("XDG_STATE_HOME", "where the data directory is made when --data-dir is not given"),
            .init("XDG_RUNTIME_DIR", "where the running app's socket is, for open, tree and inspect"),
        ],
        files: [
            .init("$XDG_STATE_HOME/modular-terminal-app/", "the session, scores, carts and card applications (default ~/.local/state/modular-terminal-app/)"),
            .init("$XDG_RUNTIME_DIR/modular-terminal-app/app.sock", "the running app's socket, which open, tree and inspect talk to"),
        ],
        exitStatus: [
            .init("0", "the app quit, or the command did what it was asked"),
            .init("1", "replay --check: the session went differently from its recording"),
            .init(
                "2",
                "a wrong command line, a link that takes no route, or the app could not start; replay and inspect --session: a damaged or unreadable recording"),
            .init("\(InspectCommand.droppedStatus)", "inspect: the app dropped the inspector, which had stopped reading its events; the app runs on"),
            .init("130", "inspect: ended with Ctrl-C"),
        ],
        examples: [
            .init("MainCLI --lang ko --theme light", "Runs the app in Korean with the light palette."),
            .init("MainCLI open ribs-training://post/42", "Shows post 42 in the running app, or starts the app with it."),
            .init("MainCLI tree --watch", "Follows the running app's RIB tree as it changes."),
            .init("MainCLI --record session.jsonl", "Runs the app and records the session into session.jsonl."),
            .init("MainCLI replay session.jsonl --check", "Replays a recorded session and says whether the app still does what it did then."),
            .init("MainCLI replay session.jsonl --speed 2", "Plays the session again in this terminal, twice as fast, re-executed by the app."),
            .init("MainCLI inspect --session session.jsonl", "Serves a page that steps through a recorded session with the arrow keys."),
            .init("MainCLI completions bash > ~/.local/share/bash-completion/completions/MainCLI", "Installs the bash completion for this user."),
        ],
        seeAlso: ["DemoCLI(1)"]
    )

    /// The declaration of `option`.
    static func option(_ option: MainOption) -> CommandTable.Option {
        switch option {
        case .lang:
            .init(
                option.rawValue, value: .init("CODE", .choice(Language.allCases.map(\.rawValue))),
                summary: "the language of the app (default: LC_ALL, then LANG, then English)")
        case .dataDir:
            .init(
                option.rawValue, value: .init("DIR", .directory),
                summary: "where the session, scores and carts are kept (default: $XDG_STATE_HOME/modular-terminal-app, "
                    + "else ~/.local/state/modular-terminal-app)")
        case .record:
            .init(
                option.rawValue, value: .init("FILE", .file(extension: nil)),
                summary: "record the session into FILE, a new file (never one that exists): the keys, the screens' actions and states, "
                    + "the RIB tree and the network's answers, without a password or token, for MainCLI replay")
        case .api:
            .init(
                option.rawValue, value: .init("URL", .url),
                summary: "a JSONPlaceholder-compatible server (JSONPlaceholder itself or any json-server) instead of the embedded offline backend")
        case .noMouse:
            .init(option.rawValue, summary: "leave the mouse to the terminal (its own selection); NO_MOUSE=1 in the environment does the same")
        case .ascii:
            .init(
                option.rawValue,
                summary: "draw borders, markers and arrows in ASCII, and show what is beyond ASCII as ?; the default when the locale "
                    + "(LC_ALL, LC_CTYPE, LANG) names a charset other than UTF-8, such as C")
        case .accessible:
            .init(
                option.rawValue,
                summary: "for screen readers and braille displays: the cursor is shown on the focused row or field, a line above "
                    + "the keys names the screen or alert on show, and nothing animates")
        case .theme:
            .init(
                option.rawValue, value: .init("THEME", .choice(AppearanceChoice.allCases.map(\.rawValue))),
                summary: "the colours for a light or a dark terminal: light, dark, or auto (the default; MODULAR_TERMINAL_APP_THEME "
                    + "sets it too), which asks the terminal its background, then reads COLORFGBG, then takes dark; NO_COLOR drops "
                    + "colour whatever the theme")
        case .version:
            .init(option.rawValue, summary: "show the name and version (the newest release in the changelog), and the commit when the build recorded it")
        case .help:
            .init(option.rawValue, short: "-h", summary: "show this help")
        case .open:
            .init(option.rawValue, value: .init("LINK", .url), summary: "open the link once the app has started")
        case .json:
            .init(option.rawValue, summary: "print the tree as JSON (with --watch, one JSON line per change)")
        case .watch:
            .init(option.rawValue, summary: "follow the tree as it changes, redrawn in place (q quits)")
        case .port:
            .init(option.rawValue, value: .init("PORT", .port), summary: "the port to serve on (default: one the system picks)")
        case .session:
            .init(
                option.rawValue, value: .init("FILE", .file(extension: "jsonl")),
                summary: "show a session recorded with --record instead of the running app: a timeline of its steps, and at each "
                    + "the tree, the screen and the log as they were (no app needs to run; the arrow keys step)")
        case .check:
            .init(
                option.rawValue,
                summary: "replay without a terminal, in virtual time, comparing every action, state and tree change with the recording; "
                    + "on the first difference print the step, its input and a diff, and exit 1")
        case .update:
            .init(
                option.rawValue, summary: "replay as --check does, then rewrite what the recording expects from what the app did now, after a deliberate change"
            )
        case .speed:
            .init(
                option.rawValue, value: .init("N", .text),
                summary: "replay in this terminal N times as fast as recorded (0.5: half as fast; from 0.01 to 1000; default 1)")
        case .step:
            .init(option.rawValue, summary: "replay in this terminal one step a key: n or the right arrow runs the next step, Space plays on")
        case .asciicast:
            .init(
                option.rawValue, value: .init("OUT", .file(extension: "cast")),
                summary: "write the replayed frames to OUT as an asciicast (version 2), which asciinema's player plays")
        case .svg:
            .init(
                option.rawValue, value: .init("STEP", .number(0...SessionLimits.maximumLines)),
                summary: "write the screen after step STEP as SVG to the file named after FILE (replay FILE --svg STEP OUT)")
        }
    }

    /// The declaration of `command`.
    static func command(_ command: MainSubcommand) -> CommandTable.Command {
        let name = command.rawValue
        return switch command {
        case .route:
            .init(name: name, arguments: [.init(name: "LINK", kind: .url)], summary: "print the route a link takes (exit 0), or why it takes none (exit 2)")
        case .open:
            .init(
                name: name, arguments: [.init(name: "LINK", kind: .url)],
                summary: "hand the link to the running app, or start the app with the link (the options of the app apply)")
        case .tree:
            .init(name: name, options: [option(.json), option(.watch)], summary: "print the running app's RIB tree")
        case .inspect:
            .init(
                name: name, options: [option(.port), option(.session)],
                summary: "serve a page on 127.0.0.1 that shows the running app's tree, screen and actions live, or a recorded "
                    + "session's step by step (--session); prints its URL first")
        case .replay:
            .init(
                name: name,
                arguments: [.init(name: "FILE", kind: .file(extension: "jsonl")), .init(name: "OUT", kind: .file(extension: "svg"), isOptional: true)],
                options: [option(.check), option(.update), option(.speed), option(.step), option(.asciicast), option(.svg)],
                summary: "replay a session recorded with --record: re-executed by the app, not re-printed")
        case .completions:
            .init(
                name: name, arguments: [.init(name: "SHELL", kind: .choice(CommandTable.Shell.allCases.map(\.rawValue)))],
                summary: "print the completion script for bash, zsh or fish")
        case .manual:
            .init(name: name, summary: "print this manual page in roff (man -l reads it: MainCLI manual | man -l -)")
        }
    }
}
