import Dispatch
import SystemCalls

/// Copies through a system clipboard tool, run with the text on its standard input (never
/// through a shell), off the main thread, and killed when it outlasts ``timeoutMilliseconds``.
@MainActor
final class ToolClipboard: Clipboard {
    /// The tool.
    let tool: ClipboardTool
    private let path: String
    private let environment: [String: String]
    /// How long the tool may take: a tool that cannot reach its display may hang.
    let timeoutMilliseconds: Int

    /// The clipboard of `tool` at `path`, run with `environment`.
    init(tool: ClipboardTool, path: String, environment: [String: String], timeoutMilliseconds: Int) {
        self.tool = tool
        self.path = path
        self.environment = environment
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    func copy(_ text: String) async -> ClipboardOutcome {
        let (tool, path, environment, timeout) = (tool, path, environment, timeoutMilliseconds)
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<ChildProcess.Outcome, Never>) in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: ChildProcess.run(
                        path, arguments: tool.arguments, environment: environment, input: Array(text.utf8), timeoutMilliseconds: timeout))
            }
        }
        switch outcome {
        case .exited(status: 0): return .copied(tool: tool.name)
        case .timedOut: return .toolTimedOut(tool: tool.name)
        case .exited, .signalled, .notStarted: return .toolFailed(tool: tool.name)
        }
    }
}
