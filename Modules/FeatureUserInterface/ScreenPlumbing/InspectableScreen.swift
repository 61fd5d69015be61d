/// A screen whose state can be read from outside its RIB, for an inspector: the model its
/// actions and states pass through and the state on show, as an encodable value.
@MainActor
public protocol InspectableScreen: AnyObject {
    /// The model ``ScreenModelObserver`` calls name; it tells this screen's events apart.
    var inspectedModel: AnyObject { get }
    /// The state on show now.
    var inspectedState: any Encodable & Sendable { get }
}

extension ScreenViewController: InspectableScreen {
    public var inspectedModel: AnyObject { viewModel }
    public var inspectedState: any Encodable & Sendable { viewModel.inspectedState }
}

extension ScreenModel where State: Encodable & Sendable {
    /// The state without registering an Observation access: an inspector reading it must not
    /// make the frame being drawn depend on it.
    var inspectedState: any Encodable & Sendable { storedStateForInspection }
}
