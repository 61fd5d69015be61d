import DesignSystem
import Foundation
import Resources
import SystemCalls

/// DemoCLI: every screen of the app in isolation, driven by hand-made states.
@main
@MainActor
struct DemoCLI {
    static func main() async {
        let environment = ProcessInfo.processInfo.environment
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The language --lang asks for, else the locale's, already for the errors about the
        // command line itself, wherever --lang stands in it.
        let asked = DemoCommandLine.table.lastValue(of: DemoOption.lang.rawValue, in: arguments).flatMap(Language.init(identifier:))
        R.language = Language.preferred(explicit: asked, environment: environment)
        let command: DemoCommand
        do {
            let (parsed, language) = try DemoCommand.parse(arguments)
            command = parsed
            R.language = Language.preferred(explicit: language, environment: environment)
        } catch {
            // As curl does: the error and where the options are, not the whole usage.
            fail(error.message + "\n" + R.string.cli.errorSeeHelp("DemoCLI"))
        }

        switch command {
        case .help:
            writeOutput(DemoCommand.usage)
        case .version:
            writeOutput(R.versionLine(program: "DemoCLI") + "\n")
        case .completions(let shell):
            writeOutput(DemoCommandLine.table.completionScript(for: shell))
        case .manual:
            writeOutput(DemoCommandLine.table.manualPage(version: R.version, date: R.releaseDate))
        case .list:
            printList()
        case .render(let request):
            let choice = themeChoice(request.theme, environment: environment)
            Theme.current = .resources(appearance: choice.initialAppearance(environment: environment))
            do {
                let colorMode = ColorMode.detect(environment: environment)
                // Coloured lines for a terminal are drawn in the palette of its background, when
                // it says (a light terminal got the dark palette); a pipe or a file keeps the guess.
                if request.isANSI, choice == .auto, colorMode != .none, TerminalModes.backgroundQueryIsUnderstood(environment: environment),
                    let background = TerminalBackgroundQuery.ask()
                {
                    Theme.current.appearance = Appearance(background: background)
                }
                if request.isSVG {
                    writeOutput(try RenderCommand.svg(request))
                } else {
                    writeOutput(try RenderCommand.run(request, colorMode: colorMode).joined(separator: "\n") + "\n")
                }
            } catch {
                fail(error.message)
            }
        case .state(let screen, let name):
            do {
                writeOutput(try StateCommand.run(screen: screen, stateName: name) + "\n")
            } catch {
                fail(error.message)
            }
        case .gallery(let directory, let theme):
            // A gallery is the same on every machine: auto draws dark, whatever COLORFGBG says.
            let appearance: Appearance = themeChoice(theme, environment: environment) == .light ? .light : .dark
            do {
                writeOutput(try GalleryCommand.run(directory: directory, appearance: appearance) + "\n")
            } catch {
                fail(error.message)
            }
        case .contrast(let theme):
            let appearances: [Appearance] =
                switch themeChoice(theme, environment: environment) {
                case .auto: [.light, .dark]
                case .light: [.light]
                case .dark: [.dark]
                }
            do {
                let reports = ContrastCommand.reports(of: try ContrastCommand.frames(), appearances: appearances)
                writeOutput(ContrastCommand.text(reports) + "\n")
            } catch {
                fail(error.message)
            }
        case .catalog(let options):
            guard TerminalDevice.isInteractive, environment["TERM"] != "dumb" else {
                FileHandle.standardError.write(Data((R.string.demo.catalogNoTerminal() + "\n\n").utf8))
                printList()
                return
            }
            await runCatalog(options: options, environment: environment)
        }
    }

    private static func printList() {
        for preview in ScreenCatalog.previews {
            print("\(preview.name): \(preview.stateNames().joined(separator: ", "))")
        }
    }

    private static func runCatalog(options: DisplayOptions, environment: [String: String]) async {
        let terminal = TerminalDevice()
        // As in MainCLI: the mouse unless refused, focus reports to pause the spinners.
        terminal.modes = TerminalModes(
            reportsMouse: TerminalModes.mouseIsWanted(flag: options.usesMouse, environment: environment), reportsFocus: true)
        let colorMode = ColorMode.detect(environment: environment)
        let choice = themeChoice(options.theme, environment: environment)
        Theme.current = .resources(appearance: choice.initialAppearance(environment: environment))
        let host = ScreenHost(terminal: terminal, colorMode: colorMode)
        host.detectsAppearance = choice == .auto && TerminalModes.backgroundQueryIsUnderstood(environment: environment)
        host.followsThemeReports = choice == .auto && TerminalModes.themeReportsAreWanted(environment: environment)
        switch GraphemeWidthChoice.resolve(flag: nil, environment: environment, variable: "MODULAR_TERMINAL_APP_WIDTHS") {
        case .success(let widths): host.graphemeWidths = widths.askingOnlyWhereUnderstood(environment: environment)
        case .failure(let invalid): fail(R.string.cli.errorUnknownWidthsVariable(TerminalSanitizer.sanitize(invalid.value)))
        }
        host.charset = options.forcesASCII ? .ascii : Charset.detect(environment: environment)
        host.isAccessible = options.isAccessible
        host.showsLinks = TerminalModes.linksAreShown(environment: environment)
        host.usesKittyKeyboard = KittyKeyboard.isWanted(environment: environment)
        let navigation = NavigationController()
        navigation.setRoot(CatalogViewController(navigation: navigation))
        host.setRoot(navigation)
        do {
            ProcessCalls.exit(try await host.run().status)
        } catch {
            fail(R.string.cli.errorNotATerminal("DemoCLI"))
        }
    }

    /// The theme `--theme` chose, else `MODULAR_TERMINAL_APP_THEME`, else auto; a variable that
    /// names no theme ends the program with the reason.
    private static func themeChoice(_ flag: AppearanceChoice?, environment: [String: String]) -> AppearanceChoice {
        switch AppearanceChoice.resolve(flag: flag?.rawValue, environment: environment, variable: "MODULAR_TERMINAL_APP_THEME") {
        case .success(let choice): return choice
        case .failure(let invalid): fail(R.string.cli.errorUnknownThemeVariable(TerminalSanitizer.sanitize(invalid.value)))
        }
    }

    /// Writes to standard output unbuffered, so a full disk or a closed pipe is reported and
    /// the exit status says so, instead of the text being lost silently at exit.
    private static func writeOutput(_ text: String) {
        if let error = ProcessCalls.writeStandardOutput(text) { fail(R.string.cli.errorWriteFailed(error.text)) }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(ErrorLine.text(for: message).utf8))
        ProcessCalls.exit(2)
    }
}
