import DesignSystem
import FeatureDomain
import Network

/// `MainCLI inspect`: attaches to the running app through its instance socket and serves a page
/// on 127.0.0.1 that follows the app's tree, screen and actions. Its first line is the page's
/// URL; it ends when the app does (exit 0), or with q or Ctrl-C. The app itself opens no port:
/// this process does, and only for as long as someone inspects.
enum InspectCommand {
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
                case .ended:
                    feed.end()
                    server.stop()
                    KeyStrokes.end()
                    ProcessCalls.writeStandardOutput("MainCLI: the app quit; the inspector has ended.\n")
                    ProcessCalls.exit(0)
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
            KeyStrokes.end()
            ProcessCalls.exit(key == 3 ? 130 : 0)
        }
        // Standard input ended (a pipe closed): the inspector serves until the app quits.
        while true { KeyStrokes.waitForever() }
    }
}
