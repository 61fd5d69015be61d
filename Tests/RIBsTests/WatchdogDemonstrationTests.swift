import Dispatch
import Foundation
import Testing

/// A test that deadlocks on purpose, as the relays once did, to show that `Scripts/test`'s
/// watchdog turns a stuck run into a failure with every thread's stack. It runs only when
/// `WATCHDOG_DEMONSTRATION=deadlock` is set, which `Scripts/test` does in a run of its own.
@Suite(
    "Watchdog demonstration", .enabled(if: ProcessInfo.processInfo.environment["WATCHDOG_DEMONSTRATION"] == "deadlock"),
    .timeLimit(.minutes(1)))
struct WatchdogDemonstrationTests {
    @Test("two tasks of the cooperative pool that each hold the lock the other waits for")
    func deadlock() async {
        let locks = TwoLocks()
        let bothHoldOne = DispatchGroup()
        bothHoldOne.enter()
        bothHoldOne.enter()
        // Blocking the pool's threads is the point: nothing, not even the time limit's timer, runs.
        async let one: Void = Task.detached {
            locks.first.withLock {
                bothHoldOne.leave()
                bothHoldOne.wait()
                locks.second.withLock {}
            }
        }.value
        async let other: Void = Task.detached {
            locks.second.withLock {
                bothHoldOne.leave()
                bothHoldOne.wait()
                locks.first.withLock {}
            }
        }.value
        _ = await (one, other)
        Issue.record("the deadlock did not happen")
    }
}

private final class TwoLocks: Sendable {
    let first = NSLock()
    let second = NSLock()
}
