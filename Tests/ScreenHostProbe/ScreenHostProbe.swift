import DesignSystem
import Dispatch
import Glibc

/// A tiny app for the pty tests of the screen host (`Tests/DesignSystemTests/Pty`): one screen
/// that logs the keys and frames it gets.
/// Usage: `ScreenHostProbe [--log PATH] [--text-bytes N] [--table-title TEXT] [--spare-thread] [--run-cycles N]`;
/// `--table-title` adds a table whose first row's title is TEXT and second row's a plain one. The spare
/// thread, named "spare", blocks no signal and does nothing, so a test can send a signal to a
/// thread that is not the main one. `--run-cycles N` first runs the host N times, each run ended by
/// cancelling its task, tries a second run while one is going, and logs what it saw (see
/// ``runCycles(_:host:logPath:)``) before the ordinary run.
@main
@MainActor
struct ScreenHostProbe {
    static func main() async {
        var arguments = CommandLine.arguments.dropFirst()
        var logPath: String?
        var textBytes = 0
        var runCycles = 0
        var tableTitle: String?
        while let argument = arguments.popFirst() {
            switch argument {
            case "--log": logPath = arguments.popFirst()
            case "--text-bytes": textBytes = Int(arguments.popFirst() ?? "") ?? 0
            case "--spare-thread": startSpareThread()
            case "--run-cycles": runCycles = Int(arguments.popFirst() ?? "") ?? 0
            case "--table-title": tableTitle = arguments.popFirst()
            default:
                fail("unknown argument \(argument)")
            }
        }
        guard TerminalDevice.isInteractive else {
            fail("needs a terminal")
        }
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: .none)
        host.setRoot(ProbeViewController(logPath: logPath, initialText: String(repeating: "a", count: textBytes), tableTitle: tableTitle))
        if runCycles > 0 { await Self.runCycles(runCycles, host: host, logPath: logPath) }
        do {
            exit(try await host.run().status)
        } catch {
            fail("cannot use the terminal")
        }
    }

    /// Runs `host` `count` times, each run ended by cancelling the task that runs it, then
    /// starts a run and tries a second one beside it. Logs `cycles: fds before N after N, exits
    /// E, second run R`: the open descriptors after the first cycle and after the last (a run
    /// must leave none behind), the distinct exits, and how the second run was answered.
    private static func runCycles(_ count: Int, host: ScreenHost, logPath: String?) async {
        var exits: Set<String> = []
        var descriptorsAfterFirst = 0
        for cycle in 1...count {
            let run = Task { try await host.run() }
            run.cancel()
            exits.insert(describe(await run.result))
            if cycle == 1 { descriptorsAfterFirst = await openDescriptorCountOnceSettled() }
        }
        let descriptorsAfterLast = await openDescriptorCountOnceSettled()
        let first = Task { try await host.run() }
        // Let the first run take the terminal; a bounded number of turns, not a wait on time.
        for _ in 0..<10_000 where !host.isRunning { await Task.yield() }
        let second = describe(await Task { try await host.run() }.result)
        first.cancel()
        exits.insert(describe(await first.result))
        let line =
            "cycles: fds before \(descriptorsAfterFirst) after \(descriptorsAfterLast), exits \(exits.sorted().joined(separator: " ")), second run \(second)\n"
        if let logPath {
            let descriptor = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            _ = Array(line.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
    }

    private static func describe(_ result: Result<ScreenHost.Exit, any Error>) -> String {
        switch result {
        case .success(let exit): "\(exit)"
        case .failure(let error): "\(error)"
        }
    }

    /// The number of entries in `/proc/self/fd` once the main queue has run what a finished run
    /// left on it: a cancelled dispatch source closes its descriptor in a cancel handler there.
    private static func openDescriptorCountOnceSettled() async -> Int {
        for _ in 0..<3 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        }
        return openDescriptorCount()
    }

    /// The number of entries in `/proc/self/fd`.
    private static func openDescriptorCount() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return -1 }
        defer { closedir(directory) }
        var count = 0
        while readdir(directory) != nil { count += 1 }
        return count
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
