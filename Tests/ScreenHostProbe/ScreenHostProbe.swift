import DesignSystem
import Glibc

/// A tiny app for the pty tests of the screen host (`Tests/DesignSystemTests/Pty`): one screen
/// that logs the keys and frames it gets. Usage: `ScreenHostProbe [--log PATH] [--text-bytes N]`.
@main
@MainActor
struct ScreenHostProbe {
    static func main() async {
        var arguments = CommandLine.arguments.dropFirst()
        var logPath: String?
        var textBytes = 0
        while let argument = arguments.popFirst() {
            switch argument {
            case "--log": logPath = arguments.popFirst()
            case "--text-bytes": textBytes = Int(arguments.popFirst() ?? "") ?? 0
            default:
                fail("unknown argument \(argument)")
            }
        }
        guard TerminalDevice.isInteractive else {
            fail("needs a terminal")
        }
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: .none)
        host.setRoot(ProbeViewController(logPath: logPath, initialText: String(repeating: "a", count: textBytes)))
        do {
            exit(try await host.run().status)
        } catch {
            fail("cannot use the terminal")
        }
    }

    private static func fail(_ message: String) -> Never {
        let bytes = Array("ScreenHostProbe: \(message)\n".utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }
}
