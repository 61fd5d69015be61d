import DesignSystem
import FeatureDomain
import FeatureUserInterface
import Network
import RIBs
import SystemCalls

/// Records the running app into a session file (`MainCLI --record FILE`): the input as the
/// screen host delivered it, the readings of the outside world (draws, the day, HTTP, links, the
/// clipboard) through the wrappers it makes, and what the app did (actions, states, tree
/// changes, a digest of each frame), ended by the last frame's text.
///
/// On the main actor it only copies values and stamps them; the ``SessionWriter``'s thread
/// describes, encodes and writes them.
@MainActor
public final class SessionRecorder: ScreenModelObserver {
    private let writer: SessionWriter
    private let clock: SessionClock
    private var root: (any LaunchRouting)?
    private var host: ScreenHost?
    private var frameObserverToken: FrameObserverToken?
    private var lastTree: RIBTreeSnapshot?
    private var screenNames = ScreenNames()
    /// Each screen model's number, in order of first appearance; the weak reference tells a
    /// model from a later one that got the same address.
    private var modelNumbers: [ObjectIdentifier: (model: WeakModel, number: Int)] = [:]
    private var modelCount = 0
    private var isFinished = false

    /// Creates the file at `path` (never over an existing one; readable by its owner only) and
    /// writes `header` as its first line.
    public static func create(path: String, header: SessionHeader) -> Result<SessionRecorder, SessionRecordingError> {
        switch ExclusiveFile.create(path) {
        case .success(let descriptor):
            return .success(SessionRecorder(writer: SessionWriter(descriptor: descriptor), header: header))
        case .failure(let error) where error.isAlreadyThere:
            return .failure(.fileExists(path: path))
        case .failure(let error):
            return .failure(.cannotCreate(path: path, reason: error.text))
        }
    }

    private init(writer: SessionWriter, header: SessionHeader) {
        self.writer = writer
        clock = SessionClock()
        writer.writeHeader(header)
    }

    /// Starts hearing the app launched from `root` into `host`: call it before the launch, so
    /// that what the launch does is step 0.
    public func start(root: any LaunchRouting, host: ScreenHost) {
        self.root = root
        self.host = host
        ScreenModelObservation.add(self)
        host.inputObserver = { [weak self] input in self?.record(input) }
        frameObserverToken = host.addFrameObserver { [weak self] frame in self?.record(frame) }
    }

    /// Writes the last line (the app's `exit` status and the last frame's text), flushes the file
    /// to the disk and closes it; returns whether the whole recording reached the file. Only the first call counts.
    @discardableResult
    public func finish(exit: Int32) -> Bool {
        guard !isFinished else { return true }
        isFinished = true
        recordTreeIfChanged()
        ScreenModelObservation.remove(self)
        host?.inputObserver = nil
        if let frameObserverToken { host?.removeFrameObserver(frameObserverToken) }
        return writer.finish(with: .end(time: clock.seconds(), exit: Int(exit)))
    }

    // MARK: The wrappers that record what the app reads from outside

    /// `circumstances`, with every draw and reading of the day recorded.
    public func recording(_ circumstances: any Circumstances) -> any Circumstances {
        RecordingCircumstances(circumstances, writer: writer, clock: clock)
    }

    /// `handler`, with every link it is given recorded first.
    public func recording(_ handler: any DeepLinkHandler) -> any DeepLinkHandler {
        RecordingDeepLinkHandler(handler, writer: writer, clock: clock)
    }

    /// `clipboard`, with what every copy did recorded.
    public func recording(_ clipboard: any Clipboard) -> any Clipboard {
        RecordingClipboard(clipboard, writer: writer, clock: clock)
    }

    /// `transport`, with every request and its answer recorded (never a credential).
    public nonisolated func recording(_ transport: any HTTPTransport) -> any HTTPTransport {
        RecordingTransport(transport, writer: writer, clock: clock)
    }

    // MARK: Hooks

    private func record(_ input: ScreenHostInput) {
        let kind: SessionEvent.Kind
        switch input {
        case .key(let key): kind = .key(key)
        case .resize(let size): kind = .resize(width: size.width, height: size.height)
        case .suspend: kind = .suspend
        case .resume: kind = .resume
        case .appearance(let appearance): kind = .appearance(appearance.rawValue)
        }
        writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: kind)))
    }

    private func record(_ frame: CellBuffer) {
        recordTreeIfChanged()
        writer.enqueue(.frame(time: clock.seconds(), frame))
    }

    /// The tree is looked at once per frame: every change the user can see is followed by one,
    /// and a look costs a walk of a dozen routers.
    private func recordTreeIfChanged() {
        guard let root else { return }
        let tree = RIBTreeSnapshot(root: root)
        guard tree != lastTree else { return }
        writer.enqueue(.tree(time: clock.seconds(), old: lastTree, new: tree))
        lastTree = tree
    }

    public func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, willSend action: Action) {
        writer.enqueue(.action(time: clock.seconds(), screen: screenNames.name(ofStateType: State.self), model: number(of: model), action: action))
    }

    public func screenModel<State: Sendable, Action: Sendable>(_ model: ScreenModel<State, Action>, didChangeTo state: State) {
        writer.enqueue(.state(time: clock.seconds(), screen: screenNames.name(ofStateType: State.self), model: number(of: model), state: state))
    }

    private func number(of model: AnyObject) -> Int {
        let key = ObjectIdentifier(model)
        if let known = modelNumbers[key], known.model.value === model { return known.number }
        // New, or a new model at a dead one's address: the next number, never an old one.
        modelCount += 1
        modelNumbers[key] = (WeakModel(model), modelCount)
        return modelCount
    }
}

/// A screen model held weakly, so that a number is never given to a new model at an old address.
private struct WeakModel {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
