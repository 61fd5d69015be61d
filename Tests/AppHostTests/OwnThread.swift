import Foundation

/// Runs blocking work (a socket client waiting for its reply, a poll) on a thread of its own
/// and awaits its result.
///
/// `Task.detached` would run it on Swift's concurrency pool, which has as many threads as the
/// machine has cores: two blocked clients take all of them on a 2-core machine, and the main
/// actor the server waits for is then served by nobody until the clients time out, which
/// stalled every suite of the run for tens of seconds.
func onOwnThread<Value: Sendable, Failure: Error>(_ work: sending @escaping () throws(Failure) -> Value) async throws(Failure) -> Value {
    let handoff = Handoff(work: work)
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: handoff.work)) }
    }
    return try result.get()
}

/// Carries the work to its thread. `work` was sent by the caller, so the new thread is the only
/// one that ever holds it, which the closure `Thread` takes cannot say in its type.
private struct Handoff<Value, Failure: Error>: @unchecked Sendable {
    let work: () throws(Failure) -> Value
}
