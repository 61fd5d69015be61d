import DesignSystem
import Foundation
import Resources

/// DemoCLI: every screen of the app in isolation, driven by hand-made states.
@main
@MainActor
struct DemoCLI {
    static func main() async {
        let environment = ProcessInfo.processInfo.environment
        R.language = Language.preferred(environment: environment)
        let command: DemoCommand
        do {
            let (parsed, language) = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
            command = parsed
            R.language = Language.preferred(explicit: language, environment: environment)
        } catch {
            fail(error.message + "\n\n" + DemoCommand.usage)
        }

        switch command {
        case .help:
            print(DemoCommand.usage)
        case .list:
            printList()
        case .render(let request):
            do {
                let colorMode = ColorMode.detect(environment: environment)
                print(try RenderCommand.run(request, colorMode: colorMode).joined(separator: "\n"))
            } catch {
                fail(error.message)
            }
        case .state(let screen, let name):
            do {
                print(try StateCommand.run(screen: screen, stateName: name))
            } catch {
                fail(error.message)
            }
        case .catalog:
            guard TerminalDevice.isInteractive, environment["TERM"] != "dumb" else {
                FileHandle.standardError.write(Data((R.string.demo.catalogNoTerminal() + "\n\n").utf8))
                printList()
                return
            }
            await runCatalog(colorMode: ColorMode.detect(environment: environment))
        }
    }

    private static func printList() {
        for preview in ScreenCatalog.previews {
            print("\(preview.name): \(preview.stateNames().joined(separator: ", "))")
        }
    }

    private static func runCatalog(colorMode: ColorMode) async {
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: colorMode)
        let navigation = NavigationController()
        navigation.setRoot(CatalogViewController(navigation: navigation))
        host.setRoot(navigation)
        do {
            exit(try await host.run().status)
        } catch {
            fail(R.string.cli.errorNotATerminal("DemoCLI"))
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(ErrorLine.text(for: message).utf8))
        exit(2)
    }
}
