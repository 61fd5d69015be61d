import SystemCalls

/// A system clipboard tool: a program that puts its standard input on the clipboard.
public struct ClipboardTool: Equatable, Sendable {
    /// The program's name, as the status line names it.
    public let name: String
    /// The arguments that make it read its input into the clipboard.
    public let arguments: [String]

    /// Creates a tool from its name and arguments.
    public init(name: String, arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// The tools worth trying where `environment` says the session is: macOS's `pbcopy`
    /// anywhere, Wayland's `wl-copy` under `WAYLAND_DISPLAY`, X's `xclip` and `xsel` under
    /// `DISPLAY`, in that order.
    public static func candidates(environment: [String: String]) -> [ClipboardTool] {
        var tools = [ClipboardTool(name: "pbcopy")]
        if !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty { tools.append(ClipboardTool(name: "wl-copy")) }
        if !(environment["DISPLAY"] ?? "").isEmpty {
            tools.append(ClipboardTool(name: "xclip", arguments: ["-selection", "clipboard"]))
            tools.append(ClipboardTool(name: "xsel", arguments: ["--clipboard", "--input"]))
        }
        return tools
    }

    /// The first of ``candidates(environment:)`` found on `environment`'s PATH, with its full path.
    static func find(environment: [String: String]) -> (tool: ClipboardTool, path: String)? {
        for tool in candidates(environment: environment) {
            if let path = ChildProcess.executable(named: tool.name, searchPath: environment["PATH"]) { return (tool, path) }
        }
        return nil
    }
}
