import AppHost
import DesignSystem
import Dispatch
import FeatureDomain
import Resources
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `MainCLI tree --watch`: follows the running app's RIB tree, drawn in the terminal or, with
/// `--json`, printed as one JSON line per change. Ends with the app (exit 0), or with q or
/// Ctrl-C on the terminal.
@MainActor
enum TreeWatchCommand {
    static func run(json: Bool, location: InstanceSocketLocation, environment: [String: String], detectsAppearance: Bool) async -> Never {
        if !json, environment["TERM"] == "dumb" || !TerminalDevice.isInteractive {
            LinkCommands.printError(R.string.cli.errorWatchNeedsTerminal())
            ProcessCalls.exit(2)
        }
        let client: InstanceWatchClient
        do {
            client = try InstanceWatchClient(location: location)
        } catch {
            LinkCommands.printError(LinkCommands.message(for: error, location: location))
            ProcessCalls.exit(2)
        }
        if json { printLines(client) }
        await watchOnScreen(client, environment: environment, detectsAppearance: detectsAppearance)
    }

    /// Prints each update as a line, flushed at once, until the app quits.
    private static func printLines(_ client: InstanceWatchClient) -> Never {
        client.run { event in
            switch event {
            case .update(let update): ProcessCalls.writeStandardOutput(update.printableLine + "\n")
            case .badLine(let problem): LinkCommands.printError(problem.description)
            case .ended: break
            }
        }
        ProcessCalls.exit(0)
    }

    /// Draws the tree until the app quits (the final line says so, exit 0), or q or Ctrl-C.
    private static func watchOnScreen(_ client: InstanceWatchClient, environment: [String: String], detectsAppearance: Bool) async -> Never {
        let model = TreeWatchModel(now: Date().timeIntervalSince1970)
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: ColorMode.detect(environment: environment))
        host.detectsAppearance = detectsAppearance
        host.usesKittyKeyboard = KittyKeyboard.isWanted(environment: environment)
        host.setRoot(HostingViewController(screenView: TreeWatchView(model: model)))
        let run = Task { @MainActor in try? await host.run() }
        // The ages move on each second; the tree itself only when the app says.
        let clock = DispatchSource.makeTimerSource(queue: .main)
        clock.schedule(deadline: .now() + 1, repeating: 1)
        clock.setEventHandler { MainActor.assumeIsolated { model.now = Date().timeIntervalSince1970 } }
        clock.resume()
        let started = ThreadStarter.start(name: "tree-watch") {
            // One event at a time: the next is read only once the screen has taken this one, so
            // an app that floods the socket fills no queue here (the app's side keeps the newest).
            let taken = DispatchSemaphore(value: 0)
            client.run { event in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        model.receive(event)
                        // The app went away: the run ends, and the line below says why.
                        if event == .ended { run.cancel() }
                    }
                    taken.signal()
                }
                taken.wait()
            }
        }
        guard started else {
            clock.cancel()
            run.cancel()
            _ = await run.value
            LinkCommands.printError("tree --watch could not start a thread to read the app's updates")
            ProcessCalls.exit(2)
        }
        let exit = await run.value
        clock.cancel()
        switch exit {
        case nil:
            LinkCommands.printError(R.string.cli.errorWatchNeedsTerminal())
            ProcessCalls.exit(2)
        case .cancelled?:
            print("MainCLI: the app quit; the watch has ended.")
            ProcessCalls.exit(0)
        case let exit?:
            ProcessCalls.exit(exit.status)
        }
    }
}
