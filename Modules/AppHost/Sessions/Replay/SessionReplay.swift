import DesignSystem
import FeatureDomain
import FeatureUserInterface
import RIBs
import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Replays a recording without a terminal, in virtual time (`MainCLI replay FILE --check`, and
/// the sessions kept as tests): the app's RIB tree is built over a temporary data directory
/// filled from the header, with the recording's draws, days, HTTP answers and clipboard outcomes,
/// launched into a headless screen at the recorded size; the inputs are delivered in order, and
/// every action, state and tree change is compared with the recording, step by step.
///
/// Stepping: ``run(to:)`` runs the steps up to one, and ``frame`` and ``tree`` show the app as it
/// is then, which a live replay, an export or a timeline builds on.
@MainActor
public final class SessionReplay {
    /// The recording being replayed.
    public let recording: SessionRecording
    /// The recording cut into steps; step 0 is the launch.
    public let steps: [SessionStep]
    /// How many steps have run (0 before the launch).
    public private(set) var stepsRun = 0
    /// The first difference found; the replay stops there unless it is updating.
    public private(set) var difference: SessionDifference?

    private let directory: URL
    private let supplies: ReplaySupplies
    private let clock = VirtualClock()
    private let observer: ReplayObserver
    private let language: Language
    private var theme: Theme
    private let window: ReplayWindow
    private var root: (any LaunchRouting)?
    private var deepLinks: (any DeepLinkHandler)?
    private let isUpdating: Bool
    private var expectedTree = ReplayTreeState()
    private var gotTree = ReplayTreeState()
    private var lastSnapshot: RIBTreeSnapshot?
    /// Per step, what the app did and the tree changes it made, for ``updatedRecording()``.
    private var observedOutputs: [[SessionEvent.Kind]] = []
    private var observedTrees: [[RIBTreeChange]] = []
    private var isFinished = false

    /// How long an expected output is awaited before the step is reported as one where the app did nothing.
    public static let outputTimeLimit: Duration = .seconds(5)

    /// Prepares the replay of `recording`: its data directory, its supplies, its window.
    /// `updating`: run to the end whatever differs, to rewrite the recording afterwards.
    public init(recording: SessionRecording, updating: Bool = false) throws(SessionReplayError) {
        self.recording = recording
        steps = SessionStep.steps(of: recording)
        isUpdating = updating
        supplies = ReplaySupplies(recording: recording)
        let header = recording.header
        language = Language(identifier: header.language) ?? .english
        theme = .resources(appearance: Appearance(rawValue: header.appearance) ?? .dark)
        window = ReplayWindow(
            size: DesignSystem.Size(width: header.size.width, height: header.size.height), isAccessible: header.accessible,
            charset: header.charset == "ascii" ? .ascii : .unicode)
        directory = try Self.makeDataDirectory(header.data)
        observer = ReplayObserver(scope: ObjectIdentifier(window))
    }

    /// The frame the app shows now.
    public var frame: CellBuffer {
        window.screen.map { screen in scopedNow { screen.frame } } ?? CellBuffer(size: DesignSystem.Size(width: 0, height: 0))
    }

    /// The frame's text now.
    public var lines: [String] { frame.plainTextLines }

    /// The RIB tree now; nil before the launch.
    public var tree: RIBTreeSnapshot? { root.map { RIBTreeSnapshot(root: $0) } }

    /// Runs the steps up to and including `step` (the last one at most); returns the first
    /// difference, where it stopped (unless updating).
    @discardableResult
    public func run(to step: Int) async -> SessionDifference? {
        while stepsRun <= min(step, steps.count - 1), difference == nil || isUpdating {
            let current = steps[stepsRun]
            await scoped { await self.run(current) }
            stepsRun += 1
        }
        return difference
    }

    /// Runs every step, then compares the last frame's text with the recording's; returns the
    /// first difference, or nil when the session went as recorded.
    public func check() async -> SessionDifference? {
        await run(to: steps.count - 1)
        guard difference == nil || isUpdating, !isFinished else { return difference }
        await scoped { await self.finishSteps() }
        return difference
    }

    /// Ends the replay: stops hearing the app, ends its sleeps and deletes the data directory.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        ScreenModelObservation.remove(observer)
        clock.cancelAll()
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Steps

    private func run(_ step: SessionStep) async {
        if let input = step.input {
            clock.advance(to: input.time)
            deliver(input)
        } else {
            launch(notices: step.launchNotices)
        }
        // Once an update has found a difference, the recording's outputs no longer say what to wait for.
        await settle(expecting: difference == nil ? step.outputs.map(\.kind) : [], until: step.endTime)
        await settleScreen(on: step.lastFrameDigest)
        compare(step)
    }

    private func launch(notices: [String]) {
        ScreenModelObservation.add(observer)
        let (root, deepLinks) = RootBuilder(
            dependency: SessionReplayComponent(directory: directory, backend: recording.header.backend, supplies: supplies, clock: clock)
        ).build()
        self.root = root
        self.deepLinks = deepLinks
        // As MainCLI tells it before the launch, so it joins the first notice.
        for message in notices { deepLinks.reportLinkChannelUnavailable(message) }
        root.launch(from: window)
        _ = window.screen?.frame
    }

    private func deliver(_ input: SessionEvent) {
        guard let screen = window.screen else { return }
        switch input.kind {
        case .key(.focus): break  // the host keeps focus reports to itself
        case .key(let key): screen.send(key)
        case .resize(let width, let height): screen.size = DesignSystem.Size(width: width, height: height)
        case .link(let url):
            do {
                let link = try DeepLinkParser().parse(url)
                _ = deepLinks?.handle(link)
            } catch {
                record(SessionDifference(step: stepsRun, title: steps[stepsRun].title, lines: ["the link no longer parses: \(error.description)"]))
            }
        case .appearance(let value): theme.appearance = Appearance(rawValue: value) ?? theme.appearance
        case .linkChannel(let message): deepLinks?.reportLinkChannelUnavailable(message)
        default: break  // suspend and resume change nothing the app's logic sees
        }
        // As the host draws after each batch of input: a mouse report is placed against the last frame.
        _ = screen.frame
    }

    /// Lets the app work until the step's outputs have come (each awaited up to
    /// ``outputTimeLimit``), waking the sleepers due before the next input in deadline order.
    /// A step whose outputs already differ is not waited for.
    private func settle(expecting expected: [SessionEvent.Kind], until endTime: Double) async {
        let deadline = ContinuousClock.now + Self.outputTimeLimit
        while true {
            await quiesce()
            if clock.wakeNext(dueBy: endTime) { continue }
            // Model by model, as the comparison goes: two models' outputs may come either way round.
            let progress = SessionDifference.progress(expected: expected, got: observer.heard)
            if progress.isComplete || progress.hasDiverged || ContinuousClock.now >= deadline { return }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// How long a step waits for the screen the recording showed at its end.
    static let screenTimeLimit: Duration = .milliseconds(500)

    /// Lets the app work until the screen shows what the recording's last frame of the step
    /// showed: what the app does without an action or a state (an alert a link's workflow
    /// presents) must have happened before the next input, as it had when the user typed it.
    /// Not a comparison (frames depend on the terminal's timing): a screen that never matches,
    /// or one with a spinner turning (drawn at another step of its turn), ends the wait, bounded
    /// by ``screenTimeLimit``.
    private func settleScreen(on digest: String?) async {
        guard let digest, let screen = window.screen else { return }
        let deadline = ContinuousClock.now + Self.screenTimeLimit
        while true {
            let frame = scopedNow { screen.frame }
            if frame.isAnimated || SessionFrameDigest.digest(frame.plainTextLines) == digest || ContinuousClock.now >= deadline { return }
            await quiesce()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Yields the main actor until the app's work on it stops producing outputs.
    private func quiesce() async {
        var quietRounds = 0
        while quietRounds < 2 {
            let before = observer.heard.count
            for _ in 0..<8 { await Task.yield() }
            quietRounds = observer.heard.count == before ? quietRounds + 1 : 0
        }
    }

    private func compare(_ step: SessionStep) {
        let got = observer.take()
        observedOutputs.append(got)
        var lines = supplies.takeProblems()
        if let differences = SessionDifference.compare(expected: step.outputs.map(\.kind), got: got) { lines += differences }
        if let root {
            let snapshot = RIBTreeSnapshot(root: root)
            let changes = RIBTreeChange.changes(from: lastSnapshot, to: snapshot)
            observedTrees.append(changes)
            lastSnapshot = snapshot
            gotTree.apply(changes)
            expectedTree.apply(step.treeChanges)
            lines += expectedTree.differences(got: gotTree)
            // Once told, the tree is compared from where the replay got to.
            expectedTree = gotTree
        }
        if !lines.isEmpty { record(SessionDifference(step: step.number, title: step.title, lines: lines)) }
    }

    /// After the last step: a short settle for outputs the recording does not have, then the last frame.
    private func finishSteps() async {
        let endTime = recording.events.last?.time ?? 0
        try? await Task.sleep(for: .milliseconds(10))
        await settle(expecting: [], until: endTime)
        let last = steps[steps.count - 1]
        let extra = observer.take()
        if !extra.isEmpty {
            observedOutputs[observedOutputs.count - 1] += extra
            record(SessionDifference(step: last.number, title: last.title, lines: SessionDifference.compare(expected: [], got: extra) ?? []))
        }
        guard case .end(_, let expected)? = recording.events.last?.kind else { return }
        let got = lines
        guard got != expected else { return }
        var differing: [String] = []
        for row in 0..<max(expected.count, got.count) where (row < expected.count ? expected[row] : nil) != (row < got.count ? got[row] : nil) {
            differing.append("end frame, row \(row + 1): expected \(SessionReadError.quoted(row < expected.count ? expected[row] : "(none)"))")
            differing.append("end frame, row \(row + 1):      got \(SessionReadError.quoted(row < got.count ? got[row] : "(none)"))")
            if differing.count >= 10 { break }
        }
        record(SessionDifference(step: last.number, title: last.title + ", the last frame", lines: differing))
    }

    private func record(_ found: SessionDifference) {
        if difference == nil { difference = found }
    }

    // MARK: Scope and data

    /// Runs `body` as part of this replay: its language, its theme, and the scope that tells its
    /// screen models from any other tree's.
    private func scoped(_ body: () async -> Void) async {
        await R.withLanguage(language) {
            await Theme.with(theme) {
                await SessionReplayScope.$current.withValue(ObjectIdentifier(window)) { await body() }
            }
        }
    }

    private func scopedNow<Result>(_ body: () -> Result) -> Result {
        R.withLanguage(language) { Theme.with(theme) { SessionReplayScope.$current.withValue(ObjectIdentifier(window)) { body() } } }
    }

    /// A new private directory holding the header's data files.
    private static func makeDataDirectory(_ data: [String: String]) throws(SessionReplayError) -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modular-terminal-app-replay-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            for (name, text) in data {
                // The reader let through plain names only; checked again where it matters.
                guard SessionDecoder.isPlainFileName(name) else { throw SessionReplayError.dataDirectory("\(name) is not a plain name") }
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            }
        } catch let error as SessionReplayError {
            try? FileManager.default.removeItem(at: directory)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw SessionReplayError.dataDirectory(String(describing: error))
        }
        return directory
    }

    // MARK: Update

    /// The recording with what it expects replaced by what the app did in this replay: the
    /// inputs, supplies and frame digests as recorded, each step's actions, states and tree
    /// changes as observed, and the last frame as it is now. Only after ``check()``.
    public func updatedRecording() -> SessionRecording {
        var events: [SessionEvent] = []
        var step = 0
        var time = 0.0
        func flush() {
            guard step < observedOutputs.count else { return }
            for kind in observedOutputs[step] { events.append(SessionEvent(time: time, kind: kind)) }
            if step < observedTrees.count, !observedTrees[step].isEmpty { events.append(SessionEvent(time: time, kind: .tree(observedTrees[step]))) }
        }
        for event in recording.events {
            switch event.kind {
            case .action, .state, .tree: continue
            case .end:
                flush()
                events.append(SessionEvent(time: max(time, event.time), kind: .end(exit: exitStatus(event), frame: lines)))
                return SessionRecording(header: recording.header, events: events)
            case let kind where kind.isInput:
                flush()
                step += 1
            default: break
            }
            time = max(time, event.time)
            events.append(event)
        }
        return SessionRecording(header: recording.header, events: events)
    }

    private func exitStatus(_ end: SessionEvent) -> Int {
        if case .end(let exit, _) = end.kind { return exit }
        return 0
    }
}
