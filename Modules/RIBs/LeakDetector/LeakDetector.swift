/// Whether leak expectations are waiting to be checked.
public enum LeakDetectionStatus: Sendable, Equatable {
    /// At least one expectation is waiting for its time to pass.
    case inProgress
    /// No expectation is waiting.
    case didComplete
}

/// A leak the detector found: an object still alive, or a view still on screen, after its time.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// What was expected of the object.
    public enum Kind: Sendable, Equatable {
        case deallocation
        case viewControllerDisappearance
    }

    /// What was expected.
    public var kind: Kind
    /// The object's type and identity, as `type(of:)` and the object identifier print them.
    public var object: String
    /// How long the detector waited.
    public var time: Duration

    /// The report as a sentence.
    public var description: String {
        switch kind {
        case .deallocation: "\(object) was not deallocated within \(time)."
        case .viewControllerDisappearance: "\(object) was still on screen \(time) after its RIB was detached."
        }
    }
}

/// Watches RIB objects that should go away: routers expect their interactors and view
/// controllers to be deallocated when they are, presentable interactors their presenters, and
/// viewable routers their views to leave the screen when the RIB is detached.
///
/// Routers and presentable interactors report to the detector that was ``current`` when they
/// were created: ``shared``, unless the creating task bound another one with
/// `LeakDetector.$current.withValue(detector) { ... }`, as tests do with a manual clock.
@MainActor
public final class LeakDetector {
    /// The detector the runtime reports to by default.
    public static let shared = LeakDetector()

    /// The detector routers and interactors use in the current task.
    @TaskLocal public static var current: LeakDetector = .shared

    /// Whether expectations are checked at all; turn it off for code that keeps RIB objects
    /// alive on purpose, such as benchmarks.
    public var isEnabled = true

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

    /// Creates a detector that measures time with `clock` (a manual clock in tests).
    public init<C: Clock<Duration>>(clock: C) {
        sleep = { duration in try await clock.sleep(for: duration) }
    }

    /// Creates a detector on the continuous clock.
    public convenience init() {
        self.init(clock: ContinuousClock())
    }

    /// The detector's status now.
    public var status: LeakDetectionStatus {
        pending.isEmpty ? .didComplete : .inProgress
    }

    /// The status over time, starting with the current one.
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
    public func expectDeallocate(object: AnyObject, inTime time: Duration = .seconds(1)) -> LeakDetectionHandle {
        weak let weakObject = object
        let name = Self.describe(object)
        return expect(time: time) {
            weakObject == nil ? nil : LeakReport(kind: .deallocation, object: name, time: time)
        }
    }

    /// Expects `viewController` to be off screen within `time` (after its RIB was detached);
    /// reports a leak otherwise. A deallocated view controller is off screen.
    @discardableResult
    public func expectViewControllerDisappear(viewController: any ViewControllable, inTime time: Duration = .seconds(5)) -> LeakDetectionHandle {
        weak let weakViewController = viewController
        let name = Self.describe(viewController)
        return expect(time: time) {
            guard let viewController = weakViewController, viewController.isOnScreen else { return nil }
            return LeakReport(kind: .viewControllerDisappearance, object: name, time: time)
        }
    }

    private func expect(time: Duration, check: @escaping @MainActor () -> LeakReport?) -> LeakDetectionHandle {
        guard isEnabled else { return LeakDetectionHandle {} }
        let id = makeID()
        let sleep = self.sleep
        let timer = Task { @MainActor [weak self] in
            do { try await sleep(time) } catch { return }
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

/// A pending leak expectation; ``cancel()`` withdraws it, after which it never reports.
@MainActor
public final class LeakDetectionHandle {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Withdraws the expectation; calling it again does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
