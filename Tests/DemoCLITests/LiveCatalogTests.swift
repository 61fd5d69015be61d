import DesignSystem
import Resources
import Testing

@testable import DemoCLI

/// The live catalog as a user drives it: Esc goes back one level from every live screen.
@MainActor
@Suite("Live catalog")
struct LiveCatalogTests {
    private func catalog() -> (HeadlessScreen, NavigationController) {
        let navigation = NavigationController()
        navigation.setRoot(CatalogViewController(navigation: navigation))
        return (HeadlessScreen(root: navigation, size: Size(width: 80, height: 24)), navigation)
    }

    @Test("Esc leaves every screen's live preview, its own Back included, and q is not needed", arguments: ScreenSnapshotTests.screenNames)
    func escapeLeavesLivePreview(screen: String) throws {
        let (headless, navigation) = catalog()
        let index = try #require(ScreenCatalog.previews.firstIndex { $0.name == screen })
        for _ in 0..<index { headless.send(.down) }
        headless.send(.enter)
        let picker = try #require(navigation.topViewController)
        headless.send(.enter)
        #expect(navigation.viewControllers.count == 3)
        headless.send(.escape)
        if screen == "tic-tac-toe" {
            // A game asks before it is abandoned (the preview always asks); Leave leaves.
            #expect(headless.lines.joined().contains(R.string.tictactoe.abandonTitle()))
            headless.send(.right, .enter)
        }
        #expect(navigation.topViewController === picker, "\(screen): \(headless.lines.first ?? "")")
        headless.send(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(!headless.didRequestQuit)
    }
}
