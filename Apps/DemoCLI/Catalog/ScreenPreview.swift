import DesignSystem
import FeatureUserInterface
import Foundation

/// A state of a screen with the name `DemoCLI` knows it by.
struct NamedState<State> {
    var name: String
    var state: State
}

/// One screen of FeatureUserInterface as the catalog shows it: its named states, and the
/// scripted answers a preview gives to the screen's actions in place of the app.
///
/// Previews hold canned states and scripted transitions only: no rule of the app (winning a
/// game, paging, prices, code validation) is implemented here; those live in FeatureDomain.
@MainActor
protocol ScreenPreview {
    /// The screen's view; its `State` and `Action` are the preview's.
    associatedtype View: StateScreenView

    /// The name used on the command line (`DemoCLI render home`).
    static var name: String { get }

    /// The hand-made states, in the current language; the first is the default.
    static func states() -> [NamedState<View.State>]

    /// The states a live preview shows after `action`, in order: the first at once, each next
    /// one a moment later (as an answer from a server would come). Empty: the screen stays.
    static func scriptedStates(after action: View.Action, from state: View.State) -> [View.State]

    /// Whether `action` leaves the screen in the app (its Back, its close), so the live
    /// catalog goes back a level as the app would.
    static func leaves(after action: View.Action) -> Bool
}

extension ScreenPreview {
    /// By default the preview only logs the action.
    static func scriptedStates(after action: View.Action, from state: View.State) -> [View.State] { [] }

    /// The screen showing `state`. With an `actionLog`, a ``PreviewListener`` records every
    /// action there and answers with the scripted states; without one the screen is inert, as a
    /// still frame should be.
    static func makeScreen(state: View.State, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = ScreenViewController<View>(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = PreviewListener<View>(viewController: viewController, actionLog: actionLog, script: scriptedStates, leaves: leaves)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// A screen built for previewing, with the preview listener it needs kept alive beside it
/// (view models hold their listener weakly).
@MainActor
struct PreviewScreen {
    let viewController: ViewController
    let listener: AnyObject?
}

/// A ``ScreenPreview`` with its state type erased, so the catalog can hold every screen.
@MainActor
struct AnyScreenPreview {
    let name: String
    let stateNames: () -> [String]
    private let makeNamed: (String, ActionLog?) -> PreviewScreen?
    private let makeDecoded: (Data, ActionLog?) throws -> PreviewScreen
    private let encodeNamed: (String) throws -> Data?

    init<Preview: ScreenPreview>(_ preview: Preview.Type) {
        name = Preview.name
        stateNames = { Preview.states().map(\.name) }
        makeNamed = { name, log in
            Preview.states().first { $0.name == name }.map { Preview.makeScreen(state: $0.state, actionLog: log) }
        }
        makeDecoded = { data, log in
            Preview.makeScreen(state: try JSONDecoder().decode(Preview.View.State.self, from: data), actionLog: log)
        }
        encodeNamed = { name in
            guard let state = Preview.states().first(where: { $0.name == name })?.state else { return nil }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(state)
        }
    }

    /// The state called `stateName` as the JSON that ``makeScreen(stateJSON:actionLog:)`` reads,
    /// or nil when there is no such state.
    func stateJSON(named stateName: String) throws -> Data? {
        try encodeNamed(stateName)
    }

    /// The screen in the state called `stateName`, or nil when there is no such state.
    func makeScreen(stateNamed stateName: String, actionLog: ActionLog? = nil) -> PreviewScreen? {
        makeNamed(stateName, actionLog)
    }

    /// The screen in a state decoded from JSON; throws the `DecodingError` when it does not decode.
    func makeScreen(stateJSON: Data, actionLog: ActionLog? = nil) throws -> PreviewScreen {
        try makeDecoded(stateJSON, actionLog)
    }
}
