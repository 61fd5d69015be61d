/// Several ``ScreenModelObserver``s as one, so that a model checks one slot however many watch.
@MainActor
final class ScreenModelObserverFanOut: ScreenModelObserver {
    private let observers: [any ScreenModelObserver]

    init(_ observers: [any ScreenModelObserver]) {
        self.observers = observers
    }

    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action) {
        for observer in observers { observer.screenModel(model, willSend: action) }
    }

    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State) {
        for observer in observers { observer.screenModel(model, didChangeTo: state) }
    }
}
