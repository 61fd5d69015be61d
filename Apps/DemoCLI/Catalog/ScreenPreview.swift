import Foundation
import DesignSystem

/// A state of a screen with the name `DemoCLI` knows it by.
struct NamedState<State> {
    var name: String
    var state: State
}

/// One screen of FeatureUserInterface as the catalog shows it: its named states, and how to
/// build it from a state with a preview listener that fakes the app's side.
@MainActor
protocol ScreenPreview {
    associatedtype State: Codable & Equatable

    /// The name used on the command line (`DemoCLI render home`).
    static var name: String { get }

    /// The hand-made states, in the current language; the first is the default.
    static func states() -> [NamedState<State>]

    /// The screen showing `state`. With an `actionLog`, a preview listener is attached that
    /// records every action there and answers with plausible new states; without one the screen
    /// is inert, as a still frame should be.
    static func makeScreen(state: State, actionLog: ActionLog?) -> PreviewScreen
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

    init<Preview: ScreenPreview>(_ preview: Preview.Type) {
        name = Preview.name
        stateNames = { Preview.states().map(\.name) }
        makeNamed = { name, log in
            Preview.states().first { $0.name == name }.map { Preview.makeScreen(state: $0.state, actionLog: log) }
        }
        makeDecoded = { data, log in
            Preview.makeScreen(state: try JSONDecoder().decode(Preview.State.self, from: data), actionLog: log)
        }
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
