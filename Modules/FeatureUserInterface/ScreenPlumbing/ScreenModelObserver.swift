/// Hears every action a screen sends and every state a screen is given, as they pass through
/// their ``ScreenModel``: what an inspector of the running app shows.
///
/// The UI module only calls it; the app sets one in ``ScreenModelObservation/observer`` while
/// something watches, and clears it after, so a model with nobody watching pays one check.
@MainActor
public protocol ScreenModelObserver: AnyObject {
    /// `model` is about to send `action` to its listener.
    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action)
    /// `model` now holds `state`.
    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State)
}

/// Where the app puts the ``ScreenModelObserver`` of every screen model.
///
/// One slot for the whole process rather than one per model: models are made by each RIB's
/// builder, and an inspector is attached to a running app, after they exist. Nil (the default)
/// means nobody watches.
public enum ScreenModelObservation {
    /// The observer told of every screen model's actions and states; nil when nobody watches.
    @MainActor public static var observer: (any ScreenModelObserver)?
}
