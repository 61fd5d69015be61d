import DesignSystem
import Dispatch

/// A tiny app for the pty tests of the screen host (`Tests/DesignSystemTests/Pty`): one screen
/// that logs the keys and frames it gets.
/// Usage: `ScreenHostProbe [--log PATH] [--text-bytes N] [--table-title TEXT] [--spare-thread] [--run-cycles N] [--spinner]
/// [--focus-reports] [--mouse] [--accessible] [--report-signals] [--input-from-null] [--widths auto|clusters|code-points] [--kitty-keyboard]`;
/// `--widths` sets the host's ``ScreenHost/graphemeWidths``; `--spinner` adds a turning spinner, `--focus-reports` turns on focus
/// reports (1004), `--mouse` mouse reports, `--accessible` the host's accessible mode;
/// `--table-title` adds a table whose first row's title is TEXT and second row's a plain one. The spare
/// thread, named "spare", blocks no signal and does nothing, so a test can send a signal to a
/// thread that is not the main one. `--run-cycles N` first runs the host N times, each run ended by
/// cancelling its task, tries a second run while one is going, and logs what it saw (see
/// ``runCycles(_:host:logPath:)``) before the ordinary run. `--report-signals` logs how the
/// process handles the signals the host relays or ignores, before the run (`signals before: …`)
/// and after it ends or fails (`signals after: …`, with `run failed: ERROR` first when it
/// failed); `--input-from-null` gives the probe /dev/null for input, so the run cannot take
/// a terminal. `--kitty-keyboard` asks for the kitty keyboard protocol, unless the environment
/// says no (``KittyKeyboard/isWanted(environment:)``). `--log-input` logs what the host's input
/// observer hears (`input key U+61`, `input resize 100x30`, `input suspend`, `input resume`).
@main
@MainActor
struct ScreenHostProbe {
    static func main() async {
        var arguments = CommandLine.arguments.dropFirst()
        var logPath: String?
        var textBytes = 0
        var runCycles = 0
        var tableTitle: String?
        var showsSpinner = false
        var reportsFocus = false
        var reportsMouse = false
        var isAccessible = false
        var reportsSignals = false
        var readsNull = false
        var graphemeWidths = GraphemeWidthChoice.clusters
        var usesKittyKeyboard = false
        var logsInput = false
        while let argument = arguments.popFirst() {
            switch argument {
            case "--log": logPath = arguments.popFirst()
            case "--text-bytes": textBytes = Int(arguments.popFirst() ?? "") ?? 0
            case "--spare-thread": ProbeSystem.startSpareThread()
            case "--run-cycles": runCycles = Int(arguments.popFirst() ?? "") ?? 0
            case "--table-title": tableTitle = arguments.popFirst()
            case "--spinner": showsSpinner = true
            case "--focus-reports": reportsFocus = true
            case "--mouse": reportsMouse = true
            case "--accessible": isAccessible = true
            case "--report-signals": reportsSignals = true
            case "--input-from-null": readsNull = true
            case "--widths":
                guard let choice = GraphemeWidthChoice(rawValue: arguments.popFirst() ?? "") else { fail("--widths takes auto, clusters or code-points") }
                graphemeWidths = choice
            case "--log-input": logsInput = true
            case "--kitty-keyboard": usesKittyKeyboard = KittyKeyboard.isWantedInProcessEnvironment
            default:
                fail("unknown argument \(argument)")
            }
        }
        if readsNull {
            ProbeSystem.readInputFromNull()
        } else if !TerminalDevice.isInteractive {
            fail("needs a terminal")
        }
        let terminal = TerminalDevice()
        terminal.modes = TerminalModes(reportsMouse: reportsMouse, reportsFocus: reportsFocus)
        let host = ScreenHost(terminal: terminal, colorMode: .none)
        host.isAccessible = isAccessible
        host.graphemeWidths = graphemeWidths
        host.usesKittyKeyboard = usesKittyKeyboard
        host.setRoot(
            ProbeViewController(
                logPath: logPath, initialText: String(repeating: "a", count: textBytes), tableTitle: tableTitle, showsSpinner: showsSpinner))
        if logsInput { host.inputObserver = { append("input \(describe($0))\n", toLog: logPath) } }
        if runCycles > 0 { await Self.runCycles(runCycles, host: host, logPath: logPath) }
        if reportsSignals { append("signals before: \(ProbeSystem.signalDispositions())\n", toLog: logPath) }
        if usesKittyKeyboard { logWhenKittyKeyboardIsOn(host, logPath: logPath) }
        do {
            let exit = try await host.run()
            if reportsSignals { append("signals after: \(ProbeSystem.signalDispositions())\n", toLog: logPath) }
            ProbeSystem.exit(exit.status)
        } catch {
            if reportsSignals {
                append("run failed: \(error)\nsignals after: \(ProbeSystem.signalDispositions())\n", toLog: logPath)
            }
            fail("cannot use the terminal")
        }
    }

    /// Logs `kitty keyboard on` once the terminal took the flags, looking every 10 ms for 10 s:
    /// a test types the keys that tell the encodings apart only then.
    private static func logWhenKittyKeyboardIsOn(_ host: ScreenHost, logPath: String?, looks: Int = 1000) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
            MainActor.assumeIsolated {
                if host.isKittyKeyboardOn {
                    append("kitty keyboard on\n", toLog: logPath)
                } else if looks > 0 {
                    logWhenKittyKeyboardIsOn(host, logPath: logPath, looks: looks - 1)
                }
            }
        }
    }

    private static func append(_ lines: String, toLog logPath: String?) {
        guard let logPath else { return }
        let descriptor = ProbeSystem.openLog(logPath, truncating: false)
        ProbeSystem.write(lines, to: descriptor)
        ProbeSystem.close(descriptor)
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
        append(line, toLog: logPath)
    }

    /// An input as the log names it: keys as the probe's screen names them.
    private static func describe(_ input: ScreenHostInput) -> String {
        switch input {
        case .key(let key): "key \(ProbeViewController.describe(key))"
        case .resize(let size): "resize \(size.width)x\(size.height)"
        case .suspend: "suspend"
        case .resume: "resume"
        case .appearance(let appearance): "appearance \(appearance.rawValue)"
        }
    }

    private static func describe(_ result: Result<ScreenHost.Exit, any Error>) -> String {
        switch result {
        case .success(let exit): "\(exit)"
        case .failure(let error): "\(error)"
        }
    }

    /// The number of open descriptors once the main queue has run what a finished run left on it: a cancelled dispatch source closes its descriptor in a cancel handler there.
    private static func openDescriptorCountOnceSettled() async -> Int {
        for _ in 0..<3 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        }
        return ProbeSystem.openDescriptorCount()
    }

    private static func fail(_ message: String) -> Never {
        ProbeSystem.fail(message)
    }
}
