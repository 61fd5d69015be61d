import AppHost
import DesignSystem
import FeatureDomain
import Resources
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `MainCLI route`, `open` and `tree`: the commands that talk about links and the running app
/// rather than run it. None needs a terminal.
enum LinkCommands {
    /// Prints the route `text` takes, or why it takes none, and exits 0 or 2.
    static func route(_ text: String) -> Never {
        let report = DeepLinkRouteReport(for: text)
        if report.status == 0 { print(report.message) } else { printError(report.message) }
        ProcessCalls.exit(report.status)
    }

    /// Hands `text` to the running app and exits with its answer; returns when no app runs,
    /// so the caller starts one with the link.
    static func open(_ text: String, location: InstanceSocketLocation) {
        let report = DeepLinkRouteReport(for: text)
        guard report.status == 0 else {
            printError(report.message)
            ProcessCalls.exit(2)
        }
        do {
            let reply = try InstanceSocketClient.send(.open(text), to: location)
            finish(with: reply)
        } catch .noInstance {
            return
        } catch {
            printError(R.string.cli.errorCannotReach(error.description))
            ProcessCalls.exit(2)
        }
    }

    /// Prints the running app's RIB tree and exits 0, or 2 when no app runs.
    static func tree(json: Bool, location: InstanceSocketLocation) -> Never {
        do {
            finish(with: try InstanceSocketClient.send(.tree(json: json), to: location), json: json)
        } catch {
            printError(message(for: error, location: location))
            ProcessCalls.exit(2)
        }
    }

    /// Prints `reply` and exits 2 if it reports an error, else 0. The reply comes from a
    /// socket, so it is printed as text with nothing a terminal would act on, or (`json`) as
    /// JSON with such characters escaped.
    private static func finish(with reply: String, json: Bool = false) -> Never {
        let text = reply.hasSuffix("\n") ? String(reply.dropLast()) : reply
        if text.hasPrefix("error:") {
            printError(text)
            ProcessCalls.exit(2)
        }
        print(json ? TerminalSanitizer.escapingControls(inJSON: text) : TerminalSanitizer.sanitize(text))
        ProcessCalls.exit(0)
    }

    static func printError(_ message: String) {
        ProcessCalls.writeStandardError(ErrorLine.text(for: message))
    }

    /// Why a command that talks to the running app (tree, tree --watch, inspect) got no answer:
    /// no app, in the user's language and with the socket looked for, or the failure itself.
    static func message(for failure: InstanceSocketClient.Failure, location: InstanceSocketLocation) -> String {
        failure == .noInstance ? R.string.cli.errorNoInstance(location.socketPath) : failure.description
    }
}
