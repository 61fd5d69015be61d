import FeatureUserInterface

/// Hears the replayed app's screen models, and only its own (``SessionReplayScope``): each
/// action and state as the recorder writes it, the models numbered in order of first appearance.
@MainActor
final class ReplayObserver: ScreenModelObserver {
    private let scope: ObjectIdentifier
    private let encoder = SessionLineEncoder()
    private var modelNumbers: [ObjectIdentifier: (model: WeakObject, number: Int)] = [:]
    private var modelCount = 0
    private var screenNames = ScreenNames()
    /// What the app did since the last ``take()``: actions and whole states.
    private(set) var heard: [SessionEvent.Kind] = []

    init(scope: ObjectIdentifier) {
        self.scope = scope
    }

    /// What the app did since the last call.
    func take() -> [SessionEvent.Kind] {
        defer { heard = [] }
        return heard
    }

    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action) {
        guard SessionReplayScope.current == scope else { return }
        heard.append(.action(screen: name(of: State.self), model: number(of: model), action: String(describing: action)))
    }

    func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State) {
        guard SessionReplayScope.current == scope else { return }
        // A state that does not encode is compared as null, as the recorder would leave it out.
        let value = (state as? any Encodable).flatMap { try? encoder.value(of: $0) } ?? .null
        heard.append(.state(screen: name(of: State.self), model: number(of: model), state: .full(value)))
    }

    private func number(of model: AnyObject) -> Int {
        let key = ObjectIdentifier(model)
        if let known = modelNumbers[key], known.model.value === model { return known.number }
        modelCount += 1
        modelNumbers[key] = (WeakObject(model), modelCount)
        return modelCount
    }

    /// The screen's name from its state's type, as the inspector and the recorder name it.
    private func name(of type: Any.Type) -> String { screenNames.name(ofStateType: type) }
}

/// An object held weakly, so that a number is never given to a new model at an old address.
private struct WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
