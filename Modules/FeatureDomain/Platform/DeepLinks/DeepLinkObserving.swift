/// What a deep link did, as an inspector of the running app lists it.
public enum DeepLinkEvent: Equatable, Sendable {
    /// A link arrived (its route, as `MainCLI route` prints it), and what the app did with it.
    case received(link: String, outcome: String)
    /// A step of its workflow starts: `wait for login`, or the link's own step.
    case step(String)
    /// The workflow ended: `completed`, or why it failed.
    case ended(String)
}

/// A ``DeepLinkHandler`` that tells someone of each link and each step of its workflow.
@MainActor
public protocol DeepLinkObserving: AnyObject {
    /// Told of every link and workflow step; nil when nobody watches.
    var linkObserver: (@MainActor (DeepLinkEvent) -> Void)? { get set }
}

extension RootInteractor: DeepLinkObserving {}

extension DeepLinkWorkflow.Ending {
    /// `completed`, or `failed: why`, as the inspector's log says it.
    var inspectorText: String {
        switch self {
        case .completed: "completed"
        case .failed(let reason): "failed: \(reason)"
        }
    }
}
