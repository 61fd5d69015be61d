import DesignSystem
import FeatureUserInterface
import RIBs
import Resources
import Testing
@testable import FeatureDomain

@MainActor
@Suite("Root RIB")
struct RootRouterTests {
    @Test("launching shows the root, activates it and attaches an active Home shown on screen")
    func launchAttachesHome() throws {
        let window = WindowMock()
        let root = RootBuilder(dependency: RootDependencyMock(numbers: [1])).build()
        root.launch(from: window)

        #expect(root.interactable.isActive)
        #expect(window.roots.count == 1)
        let home = try #require(root.children.first as? HomeRouter)
        #expect(root.children.count == 1)
        #expect(home.interactable.isActive)
        let navigation = try #require(window.roots.first as? NavigationController)
        #expect(navigation.topViewController === home.viewControllable.terminalViewController)
    }

    @Test("Home on screen reacts to its keys through the whole tree")
    func keysReachTheInteractor() throws {
        let window = WindowMock()
        let root = RootBuilder(dependency: RootDependencyMock(numbers: [1, 4])).build()
        R.withLanguage(.english) { root.launch(from: window) }
        let navigation = try #require(window.roots.first as? NavigationController)
        let home = try #require(navigation.topViewController as? HomeViewController)
        #expect(home.viewModel.state == HomeViewState(title: "Welcome", message: "You drew 1."))
        R.withLanguage(.english) { _ = navigation.handle(.character("2")) }
        #expect(home.viewModel.state == HomeViewState(title: "Tap 2", message: "You drew 4."))
    }

    @Test("routing to Home twice attaches it once")
    func routeToHomeOnce() throws {
        let root = RootBuilder(dependency: RootDependencyMock(numbers: [1])).build()
        root.launch(from: WindowMock())
        let router = try #require(root as? RootRouter)
        router.routeToHome()
        #expect(root.children.count == 1)
    }
}
