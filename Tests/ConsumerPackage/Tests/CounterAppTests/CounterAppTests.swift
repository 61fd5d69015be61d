import DesignSystem
import RIBs
import Testing

@testable import CounterApp

/// The dependency the app's top gives the root RIB.
@MainActor
final class AppComponent: EmptyComponent, RootDependency {
    let initialCount: Int

    init(initialCount: Int) {
        self.initialCount = initialCount
        super.init()
    }
}

/// A package outside the app builds a two-RIB app on the RIBs and DesignSystem libraries and
/// drives its one screen headless, as a user of the libraries would.
@MainActor
@Suite("Counter app on the libraries")
struct CounterAppTests {
    @Test("launching attaches the counter under the root and shows its screen; a key goes through both RIBs")
    func launchAndCount() throws {
        let window = ScreenWindow()
        let root = RootBuilder(dependency: AppComponent(initialCount: 41)).build()
        root.launch(from: window)

        let router = try #require(root as? RootRouter)
        let counter = try #require(router.counter)
        #expect(router.children.count == 1)
        #expect(router.interactable.isActive && counter.interactable.isActive)

        let screen = HeadlessScreen(root: try #require(window.rootViewController), size: Size(width: 40, height: 12))
        #expect(screen.lines.contains { $0.contains("Count: 41") })
        #expect(counter.viewControllable.isOnScreen)

        screen.type("+")
        #expect(screen.lines.contains { $0.contains("Count: 42") })
        #expect(router.interactor.reportedTotals == [42])
        #expect(screen.lines.last?.contains("Add one") == true)
    }

    @Test("detaching the counter deactivates it; the root stays")
    func detach() throws {
        let window = ScreenWindow()
        let root = RootBuilder(dependency: AppComponent(initialCount: 0)).build()
        root.launch(from: window)
        let router = try #require(root as? RootRouter)
        let counter = try #require(router.counter)
        router.detachChild(counter)
        #expect(!counter.interactable.isActive)
        #expect(router.interactable.isActive)
        #expect(router.children.isEmpty)
    }

    @Test("text from outside drawn on the screen is sanitised by the cell buffer")
    func sanitised() {
        var buffer = CellBuffer(size: Size(width: 20, height: 1))
        buffer.write("a\u{1B}[2Jb", x: 0, y: 0)
        #expect(!buffer.plainText.contains("\u{1B}"))
    }
}
