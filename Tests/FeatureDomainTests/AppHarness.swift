import DesignSystem
import Foundation
import Network
import RIBs
import Resources

@testable import FeatureDomain

/// The whole app's RIB tree launched into a headless screen: keys in, plain-text frames out,
/// as a user sees them. Each harness has its own data directory unless given one.
@MainActor
final class AppHarness {
    /// A window that shows its root in a headless screen.
    final class HeadlessWindow: Window {
        let size: DesignSystem.Size
        private(set) var screen: HeadlessScreen?

        init(size: DesignSystem.Size) { self.size = size }

        func setRootViewControllable(_ viewControllable: any ViewControllable) {
            screen = HeadlessScreen(root: viewControllable.terminalViewController, size: size)
        }
    }

    let dependency: RootDependencyMock
    let root: any LaunchRouting
    /// Where links are handed to the running tree, as MainCLI's socket does.
    let deepLinks: any DeepLinkHandler
    let window: HeadlessWindow

    convenience init(
        directory: URL, members: MembersRepositoryMock = MembersRepositoryMock(), numbers: [Int] = [],
        size: DesignSystem.Size = DesignSystem.Size(width: 80, height: 24)
    ) {
        self.init(dependency: RootDependencyMock(directory: directory, members: members, numbers: numbers), size: size)
    }

    /// The app over a real JSONPlaceholder-compatible API through `client`, as `MainCLI --api URL` runs it.
    convenience init(directory: URL, api client: NetworkClient, size: DesignSystem.Size = DesignSystem.Size(width: 100, height: 30)) {
        self.init(dependency: RootDependencyMock(directory: directory, backend: JSONPlaceholderBackend(client: client)), size: size)
    }

    private init(dependency: RootDependencyMock, size: DesignSystem.Size) {
        self.dependency = dependency
        (root, deepLinks) = RootBuilder(dependency: dependency).build()
        window = HeadlessWindow(size: size)
        root.launch(from: window)
    }

    var screen: HeadlessScreen {
        guard let screen = window.screen else { preconditionFailure("the root was launched, so the window has a screen") }
        return screen
    }

    /// The frame as text, one string.
    var text: String { screen.lines.joined(separator: "\n") }

    /// Sends keys.
    func send(_ keys: Key...) { for key in keys { screen.send(key) } }

    /// Types `text`.
    func type(_ text: String) { screen.type(text) }

    /// Lets the tree's tasks run until `text` is on screen; returns whether it appeared. Bounded
    /// by the test's time limit (see ``eventually(_:)``), not by a count of turns or a guess of
    /// seconds: work the tree awaits off the main actor (a repository, a timer) may need seconds
    /// when the whole suite runs in parallel on a busy machine.
    func waitFor(_ text: String) async -> Bool {
        await eventually { self.text.contains(text) }
    }

    /// Signs in as `player1` with `player2` from the sign-in screen and waits for `landing`: the
    /// menu, or what a link waiting for the sign-in opens over it (the menu may then never be drawn).
    func signIn(_ player1: String, _ player2: String, landingOn landing: String = "Main menu") async -> Bool {
        type(player1)
        send(.tab)
        type(player2)
        send(.tab, .enter)
        return await waitFor(landing)
    }

    /// Every router in the tree below the root, depth first.
    func routers(below router: any Routing) -> [any Routing] {
        router.children.flatMap { [$0] + routers(below: $0) }
    }
}
