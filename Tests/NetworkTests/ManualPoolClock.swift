import Synchronization
import Testing

@testable import Network

/// A connection pool's clock that moves only when a test advances it: the sweeps the pool
/// schedules run on the test's own thread as their time comes, so an idle lifetime passes at once
/// and the test knows each sweep has run by the time `advance` returns.
final class ManualPoolClock: ConnectionPoolClock {
    private struct Scheduled {
        var deadline: ContinuousClock.Instant
        var work: @Sendable () -> Void
    }

    private struct State {
        var now: ContinuousClock.Instant
        var scheduled: [Scheduled] = []
    }

    private let state = Mutex(State(now: .now))

    var now: ContinuousClock.Instant { state.withLock { $0.now } }

    /// How many pieces of work wait for their time.
    var scheduledCount: Int { state.withLock { $0.scheduled.count } }

    func run(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
        state.withLock { state in state.scheduled.append(Scheduled(deadline: state.now + max(delay, .zero), work: work)) }
    }

    /// Moves the clock forward by `duration`, stopping at each scheduled deadline on the way to run
    /// its work (earliest first, outside the lock: a sweep schedules the next one). Work that keeps
    /// scheduling more within the step is stopped after a thousand runs and recorded as an issue:
    /// the test fails instead of spinning past its time limit, which cannot stop a synchronous loop.
    func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        let target = state.withLock { $0.now + duration }
        for _ in 0..<1_000 {
            guard let due = nextDue(by: target) else { return }
            due()
        }
        Issue.record("the scheduled work kept scheduling more within one step of the clock: 1000 runs", sourceLocation: sourceLocation)
    }

    /// Moves the clock forward by `duration` without running the work whose time has come, as when
    /// a sweep is late on a busy machine.
    func skip(by duration: Duration) {
        state.withLock { $0.now += duration }
    }

    /// The earliest work due by `target`, taken off the list with the clock moved to its deadline;
    /// nil, with the clock at `target`, when none is.
    private func nextDue(by target: ContinuousClock.Instant) -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard let index = state.scheduled.indices.min(by: { state.scheduled[$0].deadline < state.scheduled[$1].deadline }),
                state.scheduled[index].deadline <= target
            else {
                state.now = target
                return nil
            }
            let due = state.scheduled.remove(at: index)
            state.now = max(state.now, due.deadline)
            return due.work
        }
    }
}
