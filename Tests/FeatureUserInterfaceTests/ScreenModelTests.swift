import FeatureUserInterface
import Observation
import Synchronization
import Testing

@MainActor
@Suite("Screen model")
struct ScreenModelTests {
    /// Set by an observer's change handler, which may run on any thread.
    private final class Flag: Sendable {
        private let value = Mutex(false)
        var isSet: Bool { value.withLock { $0 } }
        func set() { value.withLock { $0 = true } }
    }

    /// Whether reading the model's state, then running `change`, tells the observer.
    private func notifies(_ model: ScreenModel<HomeViewState, HomeViewAction>, _ change: () -> Void) -> Bool {
        let flag = Flag()
        withObservationTracking {
            _ = model.state
        } onChange: {
            flag.set()
        }
        change()
        return flag.isSet
    }

    @Test("reading the state and then setting it, changing it in place or setting it equal tells the observer")
    func observed() {
        let model = ScreenModel<HomeViewState, HomeViewAction>(state: HomeViewState(title: "Tap 1", message: "One"))
        #expect(notifies(model) { model.state = HomeViewState(title: "Tap 2", message: "Two") })
        #expect(notifies(model) { model.state.title = "Tap 3" })
        #expect(notifies(model) { model.state = model.state })
        #expect(model.state == HomeViewState(title: "Tap 3", message: "Two"))
    }

    @Test("a model nobody read from tells nobody")
    func unobserved() {
        let model = ScreenModel<HomeViewState, HomeViewAction>(state: HomeViewState(title: "Tap 1", message: "One"))
        let flag = Flag()
        withObservationTracking {
            _ = model.listener
        } onChange: {
            flag.set()
        }
        model.state.title = "Tap 2"
        #expect(!flag.isSet)
    }
}
