/// Hears every action a screen sends and every state a screen is given, as they pass through
/// their ``ScreenModel``: what an inspector of the running app shows.
///
/// The UI module only calls it; the app adds one with ``ScreenModelObservation/add(_:)`` while
/// something watches, and clears it after, so a model with nobody watching pays one check.
@MainActor
public protocol ScreenModelObserver: AnyObject {
    /// `model` is about to send `action` to its listener.
    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action)
    /// `model` now holds `state`.
    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State)
}

/// Where the app puts the ``ScreenModelObserver``s of every screen model.
///
/// One list for the whole process rather than one per model: models are made by each RIB's
/// builder, and an inspector or a recorder is attached to a running app, after they exist.
/// Several may watch at once (an inspector while a session is recorded); with nobody watching,
/// a model pays one check per action and per state.
public enum ScreenModelObservation {
    /// The observers told of every screen model's actions and states, in the order they were added.
    @MainActor public private(set) static var observers: [any ScreenModelObserver] = []

    /// What a model calls: the one observer, or a fan-out to several; nil when nobody watches.
    @MainActor static var dispatch: (any ScreenModelObserver)?

    /// Tells `observer` of every action and state from now on (once, however often it is added).
    @MainActor public static func add(_ observer: any ScreenModelObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
        dispatchToObservers()
    }

    /// Stops telling `observer`; nothing happens if it was not added.
    @MainActor public static func remove(_ observer: any ScreenModelObserver) {
        observers.removeAll { $0 === observer }
        dispatchToObservers()
    }

    @MainActor private static func dispatchToObservers() {
        switch observers.count {
        case 0: dispatch = nil
        case 1: dispatch = observers[0]
        default: dispatch = ScreenModelObserverFanOut(observers)
        }
    }
}
