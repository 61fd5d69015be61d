import Observation

/// A screen's state and the one way out for its actions, shared by every screen.
///
/// Observable, so the screen host redraws whenever the state changes. The listener is weak
/// because the listener (an interactor) owns the presenter that owns this model.
///
/// The observation is written out rather than made by `@Observable`: the macro's accessors name
/// the key path `\.state` on every read, and in a generic class the runtime builds that key
/// path anew each time (a tenth of a sign-in frame). Here it is built once per model; the
/// accessors otherwise do what the macro's do, every set notifying (the macro cannot compare an
/// unconstrained `State` either).
@MainActor
public final class ScreenModel<State: Sendable, Action: Sendable>: Observable {
    /// The state on screen.
    public var state: State {
        get {
            registrar.access(self, keyPath: stateKeyPath)
            return storedState
        }
        set {
            registrar.withMutation(of: self, keyPath: stateKeyPath) { storedState = newValue }
            if let observer = ScreenModelObservation.dispatch { observer.screenModel(self, didChangeTo: storedState) }
        }
        _modify {
            registrar.access(self, keyPath: stateKeyPath)
            registrar.willSet(self, keyPath: stateKeyPath)
            defer {
                registrar.didSet(self, keyPath: stateKeyPath)
                if let observer = ScreenModelObservation.dispatch { observer.screenModel(self, didChangeTo: storedState) }
            }
            yield &storedState
        }
    }

    /// Who receives actions.
    public weak var listener: (any ScreenActionListener<Action>)?

    private var storedState: State
    /// The state, read without telling Observation (see ``InspectableScreen``).
    var storedStateForInspection: State { storedState }
    private let registrar = ObservationRegistrar()
    private let stateKeyPath: KeyPath<ScreenModel, State> = \ScreenModel.state

    /// Creates a model showing `state`.
    public init(state: State) {
        storedState = state
    }

    /// Sends `action` to the listener.
    public func request(action: Action) {
        if let observer = ScreenModelObservation.dispatch { observer.screenModel(self, willSend: action) }
        listener?.request(action: action)
    }
}
