import Testing

@testable import RIBs

@MainActor
@Suite("Router", .timeLimit(.minutes(1)))
struct RouterTests {
    @Test("attachChild activates the child, then loads it")
    func attachActivatesThenLoads() {
        let parent = RouterMock(interactor: InteractorMock())
        let childInteractor = InteractorMock()
        let child = RouterMock(interactor: childInteractor)
        var activeWhenLoaded: Bool?
        child.onDidLoad = { activeWhenLoaded = childInteractor.isActive }
        parent.attachChild(child)
        #expect(activeWhenLoaded == true)
        #expect(parent.children.count == 1)
    }

    @Test("load runs didLoad once")
    func loadOnce() {
        let router = RouterMock(interactor: InteractorMock())
        router.load()
        router.load()
        #expect(router.didLoadCount == 1)
    }

    @Test("detaching deactivates the child's whole subtree; attaching again activates it")
    func subtreeActivity() {
        let parent = RouterMock(interactor: InteractorMock())
        let child = RouterMock(interactor: InteractorMock())
        let grandchild = RouterMock(interactor: InteractorMock())
        parent.attachChild(child)
        child.attachChild(grandchild)
        #expect(grandchild.interactor.isActive)
        parent.detachChild(child)
        #expect(!child.interactor.isActive)
        #expect(!grandchild.interactor.isActive)
        #expect(parent.children.isEmpty)
        parent.attachChild(child)
        #expect(grandchild.interactor.isActive)
        #expect(child.didLoadCount == 1)
    }

    @Test("lifecycle reports didLoad, also to a late subscriber, and finishes at deinit")
    func lifecycle() async {
        var router: RouterMock? = RouterMock(interactor: InteractorMock())
        let early = router!.lifecycle
        router!.load()
        let late = router!.lifecycle
        router = nil
        var earlyEvents: [RouterLifecycle] = []
        for await event in early { earlyEvents.append(event) }
        var lateEvents: [RouterLifecycle] = []
        for await event in late { lateEvents.append(event) }
        #expect(earlyEvents == [.didLoad])
        #expect(lateEvents == [.didLoad])
    }

    @Test("deinit deactivates the interactor and detaches the children")
    func deinitDetaches() {
        let interactor = InteractorMock()
        let childInteractor = InteractorMock()
        // The test keeps the interactors to look at them, which the leak detector would report.
        LeakDetector.$current.withValue(LeakDetector.off) {
            var router: RouterMock? = RouterMock(interactor: interactor)
            interactor.activate()
            router!.attachChild(RouterMock(interactor: childInteractor))
            router = nil
        }
        #expect(!interactor.isActive)
        #expect(!childInteractor.isActive)
    }

    @Test("a launch router shows its view, then activates, then loads")
    func launch() {
        let window = WindowMock()
        let interactor = InteractorMock()
        let router = LaunchRouter<InteractorMock, ViewControllerMock>(interactor: interactor, viewController: ViewControllerMock())
        interactor.onDidBecomeActive = { window.events.append("activate") }
        router.launch(from: window)
        #expect(window.events == ["setRoot", "activate"])
        #expect(window.root === router.viewControllable)
        #expect(interactor.isActive)
    }
}

@Suite("Router preconditions", .timeLimit(.minutes(1)))
struct RouterPreconditionTests {
    @Test("attaching a child that is already attached is refused (a precondition failure in debug)")
    func attachTwiceIsRefused() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = Router<Interactor>(interactor: Interactor())
                let child = Router<Interactor>(interactor: Interactor())
                parent.attachChild(child)
                parent.attachChild(child)
            }
        }
    }
}
