import DesignSystem
import Dispatch
import FeatureDomain
import FeatureUserInterface
import RIBs

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The running app's side of `MainCLI inspect`: while an inspector is attached it hears every
/// screen's actions and states (``ScreenModelObservation``), every frame the host draws, every
/// change of the tree and every deep link, and hands them to the ``InspectorHub``.
///
/// Nothing of it runs while no inspector is attached: the hooks are set when the first one comes
/// and cleared when the last one goes, so the app pays one check per frame and per action. While
/// attached, the main actor only copies values into the hub; encoding happens on the inspector's
/// thread.
@MainActor
public final class AppInspector: ScreenModelObserver {
    private let root: any LaunchRouting
    private let host: ScreenHost
    private let publisher: RIBTreeWatchPublisher
    private let deepLinks: (any DeepLinkObserving)?
    private let now: () -> Double
    /// The hub inspectors connect to; give it to the ``InstanceSocketServer``.
    public let hub: InspectorHub
    private var isAttached = false
    private var frameObserverToken: FrameObserverToken?
    /// Whether a wake-up of the inspectors is scheduled for the end of this main-queue turn.
    private var isWakeScheduled = false
    /// Screen names by their state's type, so a type's name is made once.
    private var screenNames = ScreenNames()

    /// An inspector of the tree launched from `root` into `host`, whose tree changes come from
    /// `publisher` and links from `deepLinks`.
    public init(
        root: any LaunchRouting, host: ScreenHost, publisher: RIBTreeWatchPublisher, deepLinks: any DeepLinkHandler,
        now: @escaping () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.root = root
        self.host = host
        self.publisher = publisher
        self.deepLinks = deepLinks as? any DeepLinkObserving
        self.now = now
        // Told on a connection's thread; the hooks are the main actor's.
        let reference = InspectorReference()
        hub = InspectorHub { count in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { reference.inspector?.inspectorCountChanged(to: count) }
            }
        }
        reference.inspector = self
    }

    /// The number of inspectors changed: set or clear the hooks, and give a newcomer the tree,
    /// every screen's state and the frame on show.
    func inspectorCountChanged(to count: Int) {
        guard count > 0 else {
            detach()
            return
        }
        if !isAttached { attach() }
        hub.publish(treeEvent(RIBTreeUpdate(time: now(), changes: [], tree: RIBTreeSnapshot(root: root))))
        // The frame on show, drawn again for the newcomer (it writes nothing new to the terminal).
        host.setNeedsRender()
    }

    private func attach() {
        isAttached = true
        ScreenModelObservation.add(self)
        frameObserverToken = host.addFrameObserver { [hub] frame in hub.publish(frame: frame) }
        publisher.onUpdate = { [weak self] update in
            guard let self else { return }
            hub.publish(treeEvent(update))
        }
        deepLinks?.linkObserver = { [weak self] event in
            guard let self else { return }
            hub.publish(.link(time: now(), event: event))
        }
    }

    private func detach() {
        guard isAttached else { return }
        isAttached = false
        ScreenModelObservation.remove(self)
        if let frameObserverToken { host.removeFrameObserver(frameObserverToken) }
        frameObserverToken = nil
        publisher.onUpdate = nil
        deepLinks?.linkObserver = nil
    }

    private func treeEvent(_ update: RIBTreeUpdate) -> InspectorEvent {
        .tree(update, screens: InspectedScreens.collect(root: root, name: screenName(ofStateType:)))
    }

    public func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action) {
        publishQuietly(.action(time: now(), screen: screenName(ofStateType: State.self), model: Self.identifier(of: model), action: action))
    }

    /// Queues `event` without waking the inspectors' threads: a key's action and state come
    /// before its frame is made, and a woken thread would take a core from it. The frame (after
    /// its bytes went out) or the end of this main-queue turn wakes them.
    private func publishQuietly(_ event: InspectorEvent) {
        hub.publish(event, wakes: false)
        guard !isWakeScheduled else { return }
        isWakeScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isWakeScheduled = false
                self.hub.wakeInspectors()
            }
        }
    }

    public func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State) {
        publishQuietly(
            .state(
                time: now(), screen: screenName(ofStateType: State.self), model: Self.identifier(of: model),
                state: state))
    }

    /// `LoggedOut` for `LoggedOutViewState`: the screen's name, from its state's type.
    func screenName(ofStateType type: Any.Type) -> String {
        screenNames.name(ofStateType: type)
    }

    /// Tells one model from another in the inspector's lines.
    static func identifier(of model: AnyObject) -> String {
        String(UInt(bitPattern: ObjectIdentifier(model).hashValue), radix: 16)
    }
}

/// Where a count change, told on a connection's thread, finds the inspector on the main actor.
@MainActor
private final class InspectorReference {
    weak var inspector: AppInspector?
}
