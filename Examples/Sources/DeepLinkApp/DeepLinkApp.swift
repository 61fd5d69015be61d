import DesignSystem
import Foundation
import RIBs

/// The window the root RIB launches into: it keeps the root's screen for the host.
final class ScreenWindow: Window {
    private(set) var root: ViewController?
    func setRootViewControllable(_ viewControllable: any ViewControllable) { root = viewControllable as? ViewController }
}

/// `deep-link-app [notes://open/N] [--frame WIDTHxHEIGHT]`: a list of notes (the root RIB) and a
/// note (the child RIB); a link given on the command line is followed by a workflow once the
/// tree is up. With `--frame` it prints the frame after the link as plain text instead, with no
/// terminal (what the examples' check runs).
@main
@MainActor
enum DeepLinkApp {
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var frameSize: DesignSystem.Size?
        if let flag = arguments.firstIndex(of: "--frame") {
            let parts = arguments.indices.contains(flag + 1) ? arguments[flag + 1].split(separator: "x").compactMap { Int($0) } : []
            guard parts.count == 2, (20...1000).contains(parts[0]), (6...1000).contains(parts[1]) else {
                fail("--frame takes WIDTHxHEIGHT, from 20x6 to 1000x1000")
            }
            frameSize = DesignSystem.Size(width: parts[0], height: parts[1])
            arguments.removeSubrange(flag...(flag + 1))
        }
        guard arguments.count <= 1 else { fail("usage: deep-link-app [notes://open/N] [--frame WIDTHxHEIGHT]") }

        let window = ScreenWindow()
        let interactor = RootInteractor()
        let root = RootRouter(interactor: interactor, viewController: RootViewController())
        root.launch(from: window)
        guard let screen = window.root else { fail("the root RIB showed no screen") }

        if let link = arguments.first {
            let workflow = OpenNoteWorkflow(link: link)
            await workflow.subscribe(interactor).value
            if let error = workflow.errors.first { fail("\(error)") }
        }
        if let frameSize {
            print(HeadlessScreen(root: screen, size: frameSize).lines.joined(separator: "\n"))
            return
        }
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
        host.setRoot(screen)
        do {
            exit(try await host.run().status)
        } catch {
            fail("\(error)")
        }
    }

    /// Says what went wrong on standard error, sanitised (it quotes the link), and exits 2.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("deep-link-app: " + TerminalSanitizer.sanitize(message) + "\n").utf8))
        exit(2)
    }
}
