import AppHost
import DesignSystem
import FeatureDomain
import Resources
import SystemCalls

/// `MainCLI inspect`: attaches to the running app through its instance socket and serves a page
/// on 127.0.0.1 that follows the app's tree, screen and actions. Its first line is the page's
/// URL; it ends when the app does (exit 0), when the app drops it (exit ``droppedStatus``), or
/// with q (0) or Ctrl-C (130). Either way the pages are told why before it exits. The app itself
/// opens no port: this process does, and only for as long as someone inspects.
enum InspectCommand {
    /// The exit status when the app dropped this inspector; declared in MainCLI's table.
    static let droppedStatus: Int32 = 3
    /// How long the pages have to receive the ending before `inspect` exits anyway: a page's
    /// stream gives up on a page that does not read after its own send deadline, below this.
    static let endingDeadline: Duration = .seconds(3)

    static func run(port: UInt16, location: InstanceSocketLocation) -> Never {
        let client: InstanceInspectClient
        do {
            client = try InstanceInspectClient(location: location)
        } catch {
            LinkCommands.printError(LinkCommands.message(for: error, location: location))
            ProcessCalls.exit(2)
        }
        let feed = InspectorPageFeed()
        let server: InspectorPageServer
        do {
            server = try InspectorPageServer(port: port, feed: feed)
            try server.start()
        } catch {
            LinkCommands.printError(error.description)
            ProcessCalls.exit(2)
        }
        let reading = ThreadStarter.start(name: "inspect-reader") {
            client.run { event in
                switch event {
                case .line(let line): feed.apply(line)
                case .badLine(let problem): LinkCommands.printError(problem.description)
                case .ended(.appQuit):
                    end(feed, server, .appQuit)
                    ProcessCalls.writeStandardOutput("MainCLI: the app quit; the inspector has ended.\n")
                    ProcessCalls.exit(0)
                case .ended(.dropped(let sendDeadline)):
                    let why = "it had not read the app's events for \(sendDeadline) (it was stopped, or too slow); the app is still running"
                    end(feed, server, .dropped(why))
                    LinkCommands.printError(R.string.cli.errorInspectorDropped("\(sendDeadline)"))
                    ProcessCalls.exit(droppedStatus)
                }
            }
        }
        guard reading else {
            LinkCommands.printError("inspect could not start a thread to read the app's events")
            ProcessCalls.exit(2)
        }
        ProcessCalls.writeStandardOutput(server.url + "\n")
        ProcessCalls.writeStandardOutput("Open it in a browser on this machine; q ends the inspector.\n")
        KeyStrokes.begin()
        while let key = KeyStrokes.next() {
            // q, or Ctrl-C arriving as a byte (a terminal without signals).
            guard key == UInt8(ascii: "q") || key == 3 else { continue }
            end(feed, server, .inspectorStopped)
            ProcessCalls.exit(key == 3 ? 130 : 0)
        }
        // Standard input ended (a pipe closed): the inspector serves until the app quits.
        while true { KeyStrokes.waitForever() }
    }

    /// Tells every page why the inspection ended and waits, for ``endingDeadline`` at most, until
    /// each has been sent it; pages that reconnect meanwhile are told too, so the server stops last.
    private static func end(_ feed: InspectorPageFeed, _ server: InspectorPageServer, _ ending: InspectorPageFeed.Ending) {
        feed.end(ending)
        KeyStrokes.end()
        _ = feed.waitForPages(for: endingDeadline)
        server.stop()
    }
}
