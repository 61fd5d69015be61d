import DesignSystem
import FeatureDomain
import Foundation
import Network
import RIBs
import Resources

/// The whole app's RIB tree launched into a headless screen: keys in, plain-text frames out,
/// as a user sees them. Each harness has its own data directory unless given one.
@MainActor
public final class AppHarness {
    /// A window that shows its root in a headless screen.
    public final class HeadlessWindow: Window {
        public let size: DesignSystem.Size
        public private(set) var screen: HeadlessScreen?

        public init(size: DesignSystem.Size) { self.size = size }

        public func setRootViewControllable(_ viewControllable: any ViewControllable) {
            screen = HeadlessScreen(root: viewControllable.terminalViewController, size: size)
        }
    }

    public let dependency: RootDependencyMock
    public let root: any LaunchRouting
    /// Where links are handed to the running tree, as MainCLI's socket does.
    public let deepLinks: any DeepLinkHandler
    public let window: HeadlessWindow

    public convenience init(
        directory: URL, members: MembersRepositoryMock = MembersRepositoryMock(), numbers: [Int] = [],
        size: DesignSystem.Size = DesignSystem.Size(width: 80, height: 24)
    ) {
        self.init(dependency: RootDependencyMock(directory: directory, members: members, numbers: numbers), size: size)
    }

    /// The app over a real JSONPlaceholder-compatible API through `client`, as `MainCLI --api URL` runs it.
    public convenience init(directory: URL, api client: NetworkClient, size: DesignSystem.Size = DesignSystem.Size(width: 100, height: 30)) {
        self.init(dependency: RootDependencyMock(directory: directory, backend: JSONPlaceholderBackend(client: client)), size: size)
    }

    private init(dependency: RootDependencyMock, size: DesignSystem.Size) {
        self.dependency = dependency
        (root, deepLinks) = RootBuilder(dependency: dependency).build()
        window = HeadlessWindow(size: size)
        root.launch(from: window)
    }

    public var screen: HeadlessScreen {
        guard let screen = window.screen else { preconditionFailure("the root was launched, so the window has a screen") }
        return screen
    }

    /// The frame as text, one string.
    public var text: String { screen.lines.joined(separator: "\n") }

    /// Sends keys.
    public func send(_ keys: Key...) { for key in keys { screen.send(key) } }

    /// Types `text`.
    public func type(_ text: String) { screen.type(text) }

    /// Lets the tree's tasks run until `text` is on screen; returns whether it appeared. Bounded
    /// by the test's time limit (see ``eventually(_:)``), not by a count of turns or a guess of
    /// seconds: work the tree awaits off the main actor (a repository, a timer) may need seconds
    /// when the whole suite runs in parallel on a busy machine.
    public func waitFor(_ text: String) async -> Bool {
        await eventually { self.text.contains(text) }
    }

    /// Signs in as `player1` with `player2` from the sign-in screen and waits for `landing`: the
    /// menu, or what a link waiting for the sign-in opens over it (the menu may then never be drawn).
    public func signIn(_ player1: String, _ player2: String, landingOn landing: String = "Main menu") async -> Bool {
        type(player1)
        send(.tab)
        type(player2)
        send(.tab, .enter)
        return await waitFor(landing)
    }

    /// Every router in the tree below the root, depth first.
    public func routers(below router: any Routing) -> [any Routing] {
        router.children.flatMap { [$0] + routers(below: $0) }
    }
}
