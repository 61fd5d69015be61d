import DesignSystem
import Glibc

/// A tiny app for the pty tests of the screen host (`Tests/DesignSystemTests/Pty`): one screen
/// that logs the keys and frames it gets.
/// Usage: `ScreenHostProbe [--log PATH] [--text-bytes N] [--spare-thread]`; the spare thread, named
/// "spare", blocks no signal and does nothing, so a test can send a signal to a thread that is not the main one.
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
            case "--spare-thread": startSpareThread()
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

/// Written by the spare thread once it has its name; the main thread waits for that byte.
nonisolated(unsafe) private var spareThreadReady: [Int32] = [-1, -1]

/// Starts the idle thread named "spare" (see the usage above) and waits until it is named, so
/// the name is there before the first frame.
private func startSpareThread() {
    guard pipe(&spareThreadReady) == 0 else { return }
    var thread = pthread_t()
    guard pthread_create(&thread, nil, idleForever, nil) == 0 else { return }
    var byte: UInt8 = 0
    _ = read(spareThreadReady[0], &byte, 1)
}

/// The spare thread's body: a function of its own, since a closure written in the main-actor
/// type would check for the main actor on this thread and trap.
private func idleForever(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    let name = open("/proc/thread-self/comm", O_WRONLY)
    if name >= 0 {
        _ = write(name, "spare", 5)
        close(name)
    }
    var byte: UInt8 = 1
    _ = write(spareThreadReady[1], &byte, 1)
    while true { pause() }
}
