import AppHost
import DesignSystem
import Dispatch
import FeatureDomain
import Network
import Resources
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// MainCLI: the full app, the RIB tree launched into the terminal.
@main
@MainActor
struct MainCLI {
    static func main() async {
        let environment = ProcessCalls.environment()
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The language --lang asks for, else the locale's, already for the errors about the
        // command line itself, wherever --lang stands in it.
        let asked = MainCommandLine.table.lastValue(of: MainOption.lang.rawValue, in: arguments).flatMap(Language.init(identifier:))
        R.language = Language.preferred(explicit: asked, environment: environment)
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments)
        } catch {
            // As curl does: the error and where the options are, not the whole usage.
            fail(error.message + "\n" + R.string.cli.errorSeeHelp("MainCLI"))
        }
        if options.showsHelp {
            ProcessCalls.writeStandardOutput(LaunchOptions.usage)
            return
        }
        if options.showsVersion {
            ProcessCalls.writeStandardOutput(R.versionLine(program: "MainCLI") + "\n")
            return
        }
        switch options.command {
        case .completions(let shell):
            ProcessCalls.writeStandardOutput(MainCommandLine.table.completionScript(for: shell))
            return
        case .manual:
            ProcessCalls.writeStandardOutput(MainCommandLine.table.manualPage(version: R.version, date: R.releaseDate))
            return
        default: break
        }
        R.language = Language.preferred(explicit: options.language, environment: environment)
        // The first frame in the theme chosen or guessed; with auto, the terminal's answer about
        // its background may change it right after (ScreenHost.detectsAppearance).
        let themeChoice: AppearanceChoice
        switch AppearanceChoice.resolve(flag: options.theme?.rawValue, environment: environment, variable: "MODULAR_TERMINAL_APP_THEME") {
        case .success(let choice): themeChoice = choice
        case .failure(let invalid): fail(R.string.cli.errorUnknownThemeVariable(TerminalSanitizer.sanitize(invalid.value)))
        }
        Theme.current = .resources(appearance: themeChoice.initialAppearance(environment: environment))
        let detectsAppearance = themeChoice == .auto && TerminalModes.backgroundQueryIsUnderstood(environment: environment)
        let graphemeWidths: GraphemeWidthChoice
        switch GraphemeWidthChoice.resolve(flag: nil, environment: environment, variable: "MODULAR_TERMINAL_APP_WIDTHS") {
        case .success(let choice): graphemeWidths = choice.askingOnlyWhereUnderstood(environment: environment)
        case .failure(let invalid): fail(R.string.cli.errorUnknownWidthsVariable(TerminalSanitizer.sanitize(invalid.value)))
        }
        let location = InstanceSocketLocation(environment: environment)
        var openLink = options.openLink
        switch options.command {
        case .route(let text): LinkCommands.route(text)
        case .tree(let json): LinkCommands.tree(json: json, location: location)
        case .watchTree(let json): await TreeWatchCommand.run(json: json, location: location, environment: environment, detectsAppearance: detectsAppearance)
        case .inspect(let port, let session?): await InspectSessionCommand.run(port: port, file: session)
        case .inspect(let port, nil): InspectCommand.run(port: port, location: location)
        case .replay(let request): await ReplayCommand.run(request)
        case .open(let text):
            // Returns only when no app runs: this one starts with the link.
            LinkCommands.open(text, location: location)
            openLink = text
        case .run, .completions, .manual: break
        }
        var link: DeepLink?
        if let openLink {
            do {
                link = try DeepLinkParser().parse(openLink)
            } catch {
                fail("refused: \(error.description)")
            }
        }

        // A --data-dir that is a file is refused before anything starts, in the system's words
        // with the path (creating it would say only "File exists").
        if let explicit = options.dataDirectory, let path = AppDataDirectory.resolve(explicitPath: explicit, environment: [:])?.filePath {
            if FileSystem.isNonDirectory(atPath: path) { fail(R.string.cli.errorDataDirNotDirectory(path)) }
        }
        guard environment["TERM"] != "dumb" else { fail(R.string.cli.errorDumbTerminal("MainCLI")) }
        guard TerminalDevice.isInteractive else { fail(R.string.cli.errorNotATerminal("MainCLI")) }
        guard let dataDirectory = AppDataDirectory.resolve(explicitPath: options.dataDirectory, environment: environment) else {
            fail(R.string.cli.errorNoDataDir())
        }
        let files = JSONFileStore(directory: dataDirectory)
        // A second instance on the same directory runs without saving; the notice says so.
        files.claimDirectory()
        let store = AppStore(files: files)
        var client = NetworkClient.jsonPlaceholder(apiURL: options.apiURL)
        let terminal = TerminalDevice()
        // Focus reports only pause animations, so they are on whether or not the mouse is.
        terminal.modes = TerminalModes(
            reportsMouse: TerminalModes.mouseIsWanted(flag: options.usesMouse, environment: environment), reportsFocus: true)
        let host = ScreenHost(terminal: terminal, colorMode: ColorMode.detect(environment: environment))
        host.detectsAppearance = detectsAppearance
        // Theme reports only where the theme was not chosen: an explicit light or dark wins.
        host.followsThemeReports = themeChoice == .auto && TerminalModes.themeReportsAreWanted(environment: environment)
        host.graphemeWidths = graphemeWidths
        host.charset = options.forcesASCII ? .ascii : Charset.detect(environment: environment)
        host.isAccessible = options.isAccessible
        host.showsLinks = TerminalModes.linksAreShown(environment: environment)
        host.usesKittyKeyboard = KittyKeyboard.isWanted(environment: environment)
        // The recording starts before the app reads anything, so that its header holds the data
        // the app starts from and its first step is the launch.
        let recorder = options.recordPath.map {
            startRecording(
                to: $0, host: host, terminal: terminal, colorMode: ColorMode.detect(environment: environment), options: options,
                dataDirectory: dataDirectory.filePath)
        }
        var circumstances: any Circumstances = LiveCircumstances()
        var clipboard: any Clipboard = SystemClipboard(host: host, environment: environment)
        if let recorder {
            circumstances = recorder.recording(circumstances)
            clipboard = recorder.recording(clipboard)
            client = NetworkClient(baseURL: client.baseURL, transport: recorder.recording(client.transport), options: client.options)
        }
        let (root, appDeepLinks) = RootBuilder(
            dependency: AppComponent(store: store, client: client, apiURL: options.apiURL, clipboard: clipboard, circumstances: circumstances)
        ).build()
        // Links reach the app through the recorder, which writes each down first; the inspector
        // watches the app's own handler.
        let deepLinks = recorder?.recording(appDeepLinks) ?? appDeepLinks
        let requests = InstanceRequestHandler(root: root, deepLinks: deepLinks)
        let watchHub = RIBTreeWatchHub()
        let treePublisher = RIBTreeWatchPublisher(root: root, hub: watchHub)
        let inspector = AppInspector(root: root, host: host, publisher: treePublisher, deepLinks: appDeepLinks)
        // Another instance already listening keeps the channel; this one runs without it and
        // says so, in the first notice (told before launch, so it joins the saved-data one).
        let server: InstanceSocketServer?
        do {
            server = try InstanceSocketServer(location: location, watchHub: watchHub, inspectorHub: inspector.hub) { message in requests.reply(to: message) }
        } catch .alreadyRunning {
            server = nil
            deepLinks.reportLinkChannelUnavailable(R.string.links.channelOtherInstance())
        } catch {
            server = nil
            deepLinks.reportLinkChannelUnavailable(R.string.links.channelUnavailable(error.description))
        }
        recorder?.start(root: root, host: host)
        root.launch(from: TerminalWindow(host: host))
        // On the main queue's next turn, after `run` has drawn the first frame, what no frame
        // waits for: the channel's thread (a client connecting sooner waits in the socket's
        // backlog) and the tree's publisher (its first snapshot and first Observation of the
        // navigation stack cost more than the frame; after the launch, so that stack is there).
        if let server {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    do throws(InstanceSocketServer.StartError) {
                        try server.startAccepting()
                        treePublisher.start()
                    } catch {
                        // Only when the system refuses a thread. Told after the launch, the
                        // notice takes the place of one already on screen rather than joining it.
                        deepLinks.reportLinkChannelUnavailable(R.string.links.channelUnavailable(error.description))
                    }
                }
            }
        }
        if let link { _ = deepLinks.handle(link) }
        do {
            let exit = try await host.run()
            server?.stop()
            if let recorder, let path = options.recordPath { finishRecording(recorder, path: path, exit: exit.status) }
            ProcessCalls.exit(exit.status)
        } catch {
            server?.stop()
            if let recorder, let path = options.recordPath { finishRecording(recorder, path: path, exit: 2) }
            fail(R.string.cli.errorNotATerminal("MainCLI"))
        }
    }

    /// Creates the recording at `path` (refusing one that exists) and says so on standard error
    /// before the app takes the terminal: the line is there again when the app gives it back.
    private static func startRecording(
        to path: String, host: ScreenHost, terminal: TerminalDevice, colorMode: ColorMode, options: LaunchOptions, dataDirectory: String
    ) -> SessionRecorder {
        let header = SessionHeader.recordingNow(
            size: terminal.size, colorMode: colorMode, charset: host.charset, accessible: options.isAccessible,
            mouse: terminal.modes.reportsMouse, backend: options.apiURL?.absoluteString ?? "offline", data: SessionDataFiles.read(directory: dataDirectory))
        switch SessionRecorder.create(path: path, header: header) {
        case .success(let recorder):
            ProcessCalls.writeStandardError(R.string.cli.recordingTo(TerminalSanitizer.sanitize(path)) + "\n")
            return recorder
        case .failure(.fileExists(let path)):
            fail(R.string.cli.errorRecordFileExists(TerminalSanitizer.sanitize(path)))
        case .failure(.cannotCreate(let path, let reason)):
            fail(R.string.cli.errorRecordCannotCreate(TerminalSanitizer.sanitize(path), reason))
        }
    }

    /// Ends the recording with the app's exit status and says where it is, or that it is incomplete.
    private static func finishRecording(_ recorder: SessionRecorder, path: String, exit: Int32) {
        if recorder.finish(exit: exit) {
            ProcessCalls.writeStandardError(R.string.cli.recordedTo(TerminalSanitizer.sanitize(path)) + "\n")
        } else {
            ProcessCalls.writeStandardError(ErrorLine.text(for: R.string.cli.errorRecordIncomplete(TerminalSanitizer.sanitize(path))))
        }
    }

    private static func fail(_ message: String) -> Never {
        ProcessCalls.writeStandardError(ErrorLine.text(for: message))
        ProcessCalls.exit(2)
    }
}
