import FeatureUserInterface
import Testing

/// Several observers of every screen model at once: an inspector and a session recorder.
@MainActor
@Suite("Screen model observation")
struct ScreenModelObservationTests {
    /// Writes down what it hears of one model (tests running beside this one have models of their own).
    private final class Listener: ScreenModelObserver {
        let watched: AnyObject
        var heard: [String] = []
        init(watching model: AnyObject) { watched = model }

        func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action) {
            if model === watched { heard.append("action \(action)") }
        }

        func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State) {
            if model === watched { heard.append("state \((state as? HomeViewState)?.title ?? "?")") }
        }
    }

    @Test("two observers both hear every action and state, in order; one removed hears no more; added twice, it hears once")
    func severalObservers() {
        // Synchronous throughout: no other test's main-actor work runs while these observers are in.
        let model = ScreenModel<HomeViewState, HomeViewAction>(state: HomeViewState(title: "Tap 1", message: "One"))
        let first = Listener(watching: model)
        let second = Listener(watching: model)
        ScreenModelObservation.add(first)
        ScreenModelObservation.add(second)
        ScreenModelObservation.add(first)
        model.request(action: .tap2)
        model.state.title = "Tap 2"
        ScreenModelObservation.remove(first)
        model.state = HomeViewState(title: "Tap 3", message: "Three")
        ScreenModelObservation.remove(second)
        model.state.title = "Tap 4"
        #expect(first.heard == ["action tap2", "state Tap 2"])
        #expect(second.heard == ["action tap2", "state Tap 2", "state Tap 3"])
        #expect(!ScreenModelObservation.observers.contains { $0 === first || $0 === second })
    }
}
