import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Testing

@testable import FeatureDomain

/// Records the root's routing decisions; the logged-in area it hands back is a real LoggedIn
/// interactor that nothing activates.
@MainActor
private final class RootRouterMock: RootRouting {
    private(set) var waitingLinks: [String?] = []
    func showWaitingLink(_ description: String?) { waitingLinks.append(description) }
    enum Route: Equatable {
        case loggedOut
        case loggedIn(PlayerSession)
    }

    private(set) var routes: [Route] = []
    private(set) var loggedInAreas: [LoggedInInteractor] = []

    // Routing, unused by the interactor: an interactor of the mock's own and no children.
    let interactable: any Interactable = Interactor()
    let viewControllable: any ViewControllable = NavigationController()
    var children: [any Routing] { [] }
    var lifecycle: AsyncStream<RouterLifecycle> { AsyncStream { $0.finish() } }
    func load() {}
    func attachChild(_ child: any Routing) {}
    func detachChild(_ child: any Routing) {}

    func routeToLoggedOut() { routes.append(.loggedOut) }

    func routeToLoggedIn(session: PlayerSession) -> any LoggedInActionableItem {
        routes.append(.loggedIn(session))
        let area = LoggedInInteractor(session: session)
        loggedInAreas.append(area)
        return area
    }
}

/// Records the notices the root shows.
@MainActor
private final class RootPresenterMock: RootPresentable {
    private(set) var notices: [String] = []
    func showNotice(title: String, message: String, dismissTitle: String) { notices.append(message) }
}

@MainActor
@Suite("Root interactor and router", .timeLimit(.minutes(1)))
struct RootRoutingTests {
    private let directory = TemporaryDirectory()
    private var store: AppStore { AppStore(files: JSONFileStore(directory: directory.url)) }

    private func makeInteractor() -> (RootInteractor, RootRouterMock, RootPresenterMock) {
        let presenter = RootPresenterMock()
        let router = RootRouterMock()
        let interactor = RootInteractor(presenter: presenter, store: store)
        interactor.router = router
        return (interactor, router, presenter)
    }

    // MARK: The interactor's decisions, with a router mock

    @Test("without a saved session, activation routes to the sign-in screen")
    func startsLoggedOut() {
        let (interactor, router, presenter) = makeInteractor()
        interactor.activate()
        #expect(router.routes == [.loggedOut])
        #expect(presenter.notices.isEmpty)
    }

    @Test("with the session of the last run, activation routes straight to the logged-in area")
    func restoresSession() {
        store.saveSession(.sample)
        let (interactor, router, _) = makeInteractor()
        interactor.activate()
        #expect(router.routes == [.loggedIn(.sample)])
    }

    @Test("a sign-in saves the session and routes to the logged-in area; a logout clears it and routes back")
    func signInThenLogOut() {
        let (interactor, router, _) = makeInteractor()
        interactor.activate()
        interactor.didLogin(session: .sample)
        #expect(router.routes == [.loggedOut, .loggedIn(.sample)])
        #expect(store.loadSession() == .sample)
        interactor.didLogOut()
        #expect(router.routes == [.loggedOut, .loggedIn(.sample), .loggedOut])
        #expect(store.loadSession() == nil)
    }

    @Test("a deep link waiting for login gets the logged-in area the router returned")
    func waitForLogin() async throws {
        let (interactor, router, _) = makeInteractor()
        interactor.activate()
        let waiting = Task { try await interactor.waitForLogin().0 === router.loggedInAreas.first }
        for _ in 0..<20 { await Task.yield() }
        interactor.didLogin(session: .sample)
        #expect(try await waiting.value)
    }

    @Test("a saved file that cannot be read is shown once, at activation, and not again on sign-in")
    func storeProblemShownOnce() throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.url.appendingPathComponent("session.json"))
        let (interactor, router, presenter) = makeInteractor()
        interactor.activate()
        #expect(router.routes == [.loggedOut])
        #expect(presenter.notices.count == 1)
        #expect(presenter.notices.first?.contains("session.json") == true)
        interactor.didLogin(session: .sample)
        #expect(presenter.notices.count == 1)
    }

    // MARK: The real router, with the real builders

    /// The root RIB as MainCLI builds it, launched into a window mock.
    private func launch(members: MembersRepositoryMock = MembersRepositoryMock()) throws -> (RootRouter, RootInteractor, NavigationController) {
        let (launchRouter, _) = RootBuilder(dependency: RootDependencyMock(directory: directory.url, members: members)).build()
        let router = try #require(launchRouter as? RootRouter)
        let interactor = try #require(router.interactor as? RootInteractor)
        let stack = try #require(router.viewController as? NavigationController)
        router.launch(from: WindowMock())
        return (router, interactor, stack)
    }

    private func isShown(_ child: any Routing, alone stack: NavigationController) -> Bool {
        guard let child = child as? any ViewableRouting else { return false }
        return stack.viewControllers.count == 1 && stack.topViewController === child.viewControllable.terminalViewController
    }

    @Test("launched signed out, the root attaches exactly one LoggedOut child and shows its screen alone")
    func launchAttachesLoggedOut() throws {
        let (router, interactor, stack) = try launch()
        #expect(interactor.isActive)
        #expect(router.children.count == 1)
        let loggedOut = try #require(router.children.first as? LoggedOutRouter)
        #expect(loggedOut.interactable.isActive)
        #expect(isShown(loggedOut, alone: stack))
        // Routing to it again attaches nothing more.
        router.routeToLoggedOut()
        #expect(router.children.count == 1)
        #expect(router.children.first === loggedOut)
    }

    @Test("signing in on the real screen detaches LoggedOut and attaches LoggedIn, which shows the menu alone")
    func signInSwapsChildren() async throws {
        let (router, _, stack) = try launch()
        let loggedOut = try #require(router.children.first as? LoggedOutRouter)
        let screen = try #require(loggedOut.viewController as? LoggedOutViewController)
        screen.viewModel.request(action: .login(player1Name: "ada", player2Name: "Grace"))
        #expect(await eventually { router.children.first is LoggedInRouter })
        #expect(router.children.count == 1)
        #expect(!loggedOut.interactable.isActive)
        let loggedIn = try #require(router.children.first as? LoggedInRouter)
        #expect(loggedIn.interactable.isActive)
        #expect(loggedIn.children.count == 1)
        let menu = try #require(loggedIn.children.first as? MainMenuRouter)
        #expect(isShown(menu, alone: stack))
    }

    @Test("logging out detaches LoggedIn and its subtree and attaches a new LoggedOut, shown alone")
    func logOutSwapsChildren() throws {
        store.saveSession(.sample)
        let (router, interactor, stack) = try launch()
        let loggedIn = try #require(router.children.first as? LoggedInRouter)
        _ = loggedIn.routeTo(.luckyNumber)
        let entries = loggedIn.children
        #expect(entries.count == 2)
        interactor.didLogOut()
        #expect(!loggedIn.interactable.isActive)
        #expect(entries.allSatisfy { !$0.interactable.isActive })
        #expect(loggedIn.children.isEmpty)
        #expect(router.children.count == 1)
        let loggedOut = try #require(router.children.first as? LoggedOutRouter)
        #expect(loggedOut.interactable.isActive)
        #expect(isShown(loggedOut, alone: stack))
    }

    @Test("routing to LoggedIn again replaces the first area: one child, the first one inactive")
    func secondLoggedInReplacesFirst() throws {
        store.saveSession(.sample)
        let (router, _, _) = try launch()
        let first = try #require(router.children.first as? LoggedInRouter)
        _ = router.routeToLoggedIn(session: .sample)
        #expect(router.children.count == 1)
        #expect(router.children.first !== first)
        #expect(!first.interactable.isActive)
        #expect(router.children.first?.interactable.isActive == true)
    }
}
