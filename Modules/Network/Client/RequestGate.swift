import Synchronization

/// Lets at most a fixed number of one client's requests be in flight; the others wait their
/// turn, first come first served.
///
/// Waiting happens here, before a request's time limit starts, rather than inside a transport,
/// where requests would queue while their time limits run. A request cancelled while it waits
/// leaves the queue and is never sent.
final class RequestGate: Sendable {
    private struct Waiter {
        var id: UInt64
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var available: Int
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    private let state: Mutex<State>

    /// A gate that lets `limit` requests through at once.
    init(limit: Int) {
        state = Mutex(State(available: max(1, limit)))
    }

    /// Waits for a free place; throws `.cancelled` if the task is cancelled first. Every
    /// successful `enter()` must be paired with one `leave()`.
    func enter() async throws(NetworkError) {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    enum Outcome { case enter, wait, cancelled }
                    let outcome = state.withLock { state -> Outcome in
                        // Checked under the lock, so a cancellation either is seen here or finds
                        // the waiter in the queue.
                        if Task.isCancelled { return .cancelled }
                        if state.available > 0 {
                            state.available -= 1
                            return .enter
                        }
                        state.waiters.append(Waiter(id: id, continuation: continuation))
                        return .wait
                    }
                    switch outcome {
                    case .enter: continuation.resume()
                    case .cancelled: continuation.resume(throwing: CancellationError())
                    case .wait: break
                    }
                }
            } onCancel: {
                let waiter = state.withLock { state -> Waiter? in
                    guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                    return state.waiters.remove(at: index)
                }
                waiter?.continuation.resume(throwing: CancellationError())
            }
        } catch {
            throw .cancelled
        }
    }

    /// Frees the place taken by `enter()`, handing it to the longest waiter.
    func leave() {
        let next = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.available += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume()
    }
}
