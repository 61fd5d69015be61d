/// The clipboard the app copies to, choosing the way for where it runs: over SSH (`SSH_TTY` or
/// `SSH_CONNECTION` set) the terminal's (OSC 52), since a tool would fill the clipboard of the
/// machine the app runs on, not the user's; locally the system's tool when one is found on
/// PATH (see ``ClipboardTool/candidates(environment:)``), else the terminal's.
/// `MODULAR_TERMINAL_APP_OSC52=0` turns OSC 52 off.
@MainActor
public final class SystemClipboard: Clipboard {
    /// The way a copy goes.
    enum Route: Equatable {
        case tool(ClipboardTool, path: String)
        case terminal
        case none
    }

    /// The environment variable that turns OSC 52 off when it is `0`.
    public static let osc52Variable = "MODULAR_TERMINAL_APP_OSC52"

    /// How long a clipboard tool may take before it is killed.
    public static let toolTimeoutMilliseconds = 3_000

    private let environment: [String: String]
    private let terminal: any Clipboard
    private let toolTimeoutMilliseconds: Int

    /// The clipboard for a program running in `host`, with `environment` (the process's).
    public convenience init(host: ScreenHost, environment: [String: String]) {
        self.init(environment: environment, terminal: TerminalClipboard(host: host))
    }

    /// The clipboard that uses `terminal` for OSC 52.
    init(environment: [String: String], terminal: any Clipboard, toolTimeoutMilliseconds: Int = SystemClipboard.toolTimeoutMilliseconds) {
        self.environment = environment
        self.terminal = terminal
        self.toolTimeoutMilliseconds = toolTimeoutMilliseconds
    }

    /// The way a copy goes in `environment`.
    static func route(environment: [String: String]) -> Route {
        let terminalAllowed = environment[osc52Variable] != "0"
        let isRemote = !(environment["SSH_TTY"] ?? "").isEmpty || !(environment["SSH_CONNECTION"] ?? "").isEmpty
        if !isRemote, let found = ClipboardTool.find(environment: environment) { return .tool(found.tool, path: found.path) }
        return terminalAllowed ? .terminal : .none
    }

    public func copy(_ text: String) async -> ClipboardOutcome {
        switch Self.route(environment: environment) {
        case .tool(let tool, let path):
            return await ToolClipboard(tool: tool, path: path, environment: environment, timeoutMilliseconds: toolTimeoutMilliseconds).copy(text)
        case .terminal:
            return await terminal.copy(text)
        case .none:
            return .unavailable
        }
    }
}
