/// Watches RIB objects that should go away: routers expect their interactors and view
/// controllers to be deallocated when they are, presentable interactors their presenters, and
/// viewable routers their views to leave the screen when the RIB is detached.
///
/// Routers and presentable interactors report to the detector that was ``current`` when they
/// were created: ``shared``, unless the creating task bound another one with
/// `LeakDetector.$current.withValue(detector) { ... }`, as tests do with a manual clock.
///
/// Set the environment variable `DISABLE_LEAK_DETECTION` to `YES`, `true` or `1` (any case)
/// to start every detector switched off, as RIBs for iOS allows; useful while debugging a
/// RIB that is kept alive on purpose.
@MainActor
public final class LeakDetector {
    /// How long an object has to be deallocated after its owner was (RIBs for iOS: 1 s).
    public static let deallocationTime: Duration = .seconds(1)

    /// How long a detached RIB's view has to leave the screen, and a viewable router's view
    /// controller to be deallocated (RIBs for iOS: 5 s).
    public static let viewDisappearTime: Duration = .seconds(5)

    /// How many turns of the main actor an object still there at its deadline is given before
    /// it is reported: enough for a cancelled task that holds it to end.
    static let turnsBeforeReporting = 10

    /// The environment variable that switches leak detection off.
    public static let disablingEnvironmentVariable = "DISABLE_LEAK_DETECTION"

    /// The detector the runtime reports to by default.
    public static let shared = LeakDetector()

    /// The detector routers and interactors use in the current task.
    @TaskLocal public static var current: LeakDetector = .shared

    /// Whether expectations are checked at all; turn it off for code that keeps RIB objects
    /// alive on purpose, such as benchmarks. Starts off when `DISABLE_LEAK_DETECTION` says so.
    public var isEnabled: Bool

    /// What happens when a leak is found. The default fails an assertion in debug builds, as
    /// RIBs for iOS does; tests and apps can record or log instead.
    public var leakHandler: @MainActor (LeakReport) -> Void = { report in
        assertionFailure("Leak detected: \(report)")
    }

    /// Every leak found so far, for tests that assert that nothing leaked.
    public private(set) var reports: [LeakReport] = []

    private let sleep: @Sendable (Duration) async throws -> Void
    private var pending: [Int: Expectation] = [:]
    private var nextID = 0
    private var statusSubscribers: [Int: AsyncStream<LeakDetectionStatus>.Continuation] = [:]
    private var publishedStatus = LeakDetectionStatus.didComplete

    /// Creates a detector that measures time with `clock` (a manual clock in tests), switched
    /// off if `environment` sets `DISABLE_LEAK_DETECTION`.
    public init<C: Clock<Duration>>(clock: C, environment: [String: String] = LeakDetector.processEnvironment()) {
        sleep = { duration in try await clock.sleep(for: duration) }
        isEnabled = !Self.isDisabled(by: environment)
    }

    /// Creates a detector on the continuous clock.
    public convenience init() {
        self.init(clock: ContinuousClock())
    }

    /// The part of the process's environment a detector reads: `DISABLE_LEAK_DETECTION`, if set.
    /// Read alone: ProcessInfo builds the whole environment anew on every call, and the shared
    /// detector is made while the app launches.
    @usableFromInline
    static func processEnvironment() -> [String: String] {
        EnvironmentVariable.value(of: disablingEnvironmentVariable).map { [disablingEnvironmentVariable: $0] } ?? [:]
    }

    /// Whether `environment` switches leak detection off.
    public static func isDisabled(by environment: [String: String]) -> Bool {
        guard let value = environment[disablingEnvironmentVariable] else { return false }
        return ["yes", "true", "1"].contains(value.lowercased())
    }

    /// The detector's status now.
    public var status: LeakDetectionStatus {
        pending.isEmpty ? .didComplete : .inProgress
    }

    /// The status over time: the current one, then each change (never the same twice in a row).
    public var statusStream: AsyncStream<LeakDetectionStatus> {
        let (stream, continuation) = AsyncStream<LeakDetectionStatus>.makeStream()
        continuation.yield(status)
        let id = makeID()
        statusSubscribers[id] = continuation
        continuation.onTermination = { _ in Task { @MainActor [weak self] in self?.statusSubscribers[id] = nil } }
        return stream
    }

    /// Suspends until no expectation is waiting.
    public func waitUntilIdle() async {
        for await status in statusStream where status == .didComplete { return }
    }

    /// Expects `object` to be deallocated within `time`; reports a leak otherwise.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime time: Duration = LeakDetector.deallocationTime) -> LeakDetectionHandle {
        weak let weakObject = object
        // Described only when found alive: describing a type costs more than the whole check.
        return expect(time: time) {
            weakObject.map { LeakReport(kind: .deallocation, object: Self.describe($0), time: time) }
        }
    }

    /// Expects `viewController` to be off screen within `time` (after its RIB was detached);
    /// reports a leak otherwise. A deallocated view controller is off screen.
    @discardableResult
    public func expectViewControllerDisappear(viewController: any ViewControllable, inTime time: Duration = LeakDetector.viewDisappearTime)
        -> LeakDetectionHandle
    {
        weak let weakViewController = viewController
        return expect(time: time) {
            guard let viewController = weakViewController, viewController.isOnScreen else { return nil }
            return LeakReport(kind: .viewControllerDisappearance, object: Self.describe(viewController), time: time)
        }
    }

    private func expect(time: Duration, check: @escaping @MainActor () -> LeakReport?) -> LeakDetectionHandle {
        guard isEnabled else { return LeakDetectionHandle.inert }
        let id = makeID()
        let sleep = self.sleep
        let timer = Task { @MainActor [weak self] in
            do { try await sleep(time) } catch { return }
            // A release already on its way is no leak: a task cancelled with the RIB still holds
            // it until the main actor runs the task's end, which a busy main actor does late.
            // Before reporting, the main actor runs what it had queued, a few turns deep.
            for _ in 0..<Self.turnsBeforeReporting where check() != nil {
                await Task.yield()
            }
            self?.settle(id, report: check())
        }
        pending[id] = Expectation(timer: timer)
        publishStatus()
        return LeakDetectionHandle { [weak self] in self?.settle(id, report: nil, cancelling: true) }
    }

    /// Ends expectation `id` once: a cancelled one never reports, and the count drops once
    /// whichever of the timer and the cancellation comes first.
    private func settle(_ id: Int, report: LeakReport?, cancelling: Bool = false) {
        guard let expectation = pending.removeValue(forKey: id) else { return }
        if cancelling { expectation.timer.cancel() }
        if let report, isEnabled {
            reports.append(report)
            leakHandler(report)
        }
        publishStatus()
    }

    private func publishStatus() {
        let status = self.status
        guard status != publishedStatus else { return }
        publishedStatus = status
        for continuation in statusSubscribers.values { continuation.yield(status) }
    }

    private func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private static func describe(_ object: AnyObject) -> String {
        "\(type(of: object)) (\(ObjectIdentifier(object)))"
    }

    private struct Expectation {
        var timer: Task<Void, Never>
    }
}
