import DesignSystem
import FeatureDomain

/// One thing the running app tells its inspectors, taken on the main actor as plain values;
/// the inspector's own thread turns it into an ``InspectorLine`` (JSON, the frame's SVG), so the
/// main actor never encodes for an inspector.
enum InspectorEvent: Sendable {
    /// The tree after a change, and the state of every screen in it.
    case tree(RIBTreeUpdate, screens: [InspectedScreenState])
    /// A screen sent an action to its listener.
    case action(time: Double, screen: String, model: String, action: any Sendable)
    /// A screen was given a state (encoded on the inspector's thread, when it is `Encodable`).
    case state(time: Double, screen: String, model: String, state: any Sendable)
    /// A deep link, one of its workflow's steps, or its end.
    case link(time: Double, event: DeepLinkEvent)
}

/// A screen of the tree and the state it shows.
struct InspectedScreenState: Sendable {
    /// Where its RIB sits (``RIBTreeSnapshot/Placed/path``).
    var path: String
    /// The screen's name (`LoggedOut` for `LoggedOutViewState`).
    var screen: String
    /// Tells the screen's model apart in later `state` and `action` lines.
    var model: String
    var state: any Encodable & Sendable
}
