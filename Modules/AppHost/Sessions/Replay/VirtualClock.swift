/// The replay's time: sleeps through the app's `Circumstances` wait for it, not for real time.
/// The replayer moves it to each input's recorded time, waking the sleepers due by then in
/// order of their deadlines.
@MainActor
final class VirtualClock {
    private struct Sleeper {
        var deadline: Double
        var number: Int
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// Seconds since the recording started, as far as the replay got.
    private(set) var now = 0.0
    private var sleepers: [Sleeper] = []
    private var count = 0

    /// Waits until the clock passes `duration` from now, or the task is cancelled.
    func sleep(for duration: Duration) async throws {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        count += 1
        let number = count
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleepers.append(Sleeper(deadline: now + max(0, seconds), number: number, continuation: continuation))
            }
        } onCancel: {
            Task { @MainActor in self.cancel(number) }
        }
    }

    /// Moves the clock to `time` (never back).
    func advance(to time: Double) {
        now = max(now, time)
    }

    /// Wakes the sleeper with the earliest deadline if it is due by `time`, moving the clock to
    /// its deadline; returns whether one woke.
    func wakeNext(dueBy time: Double) -> Bool {
        guard let index = sleepers.indices.min(by: { (sleepers[$0].deadline, sleepers[$0].number) < (sleepers[$1].deadline, sleepers[$1].number) }),
            sleepers[index].deadline <= time
        else { return false }
        let sleeper = sleepers.remove(at: index)
        now = max(now, sleeper.deadline)
        sleeper.continuation.resume()
        return true
    }

    /// Ends every sleep (the replay is over): each throws as a cancelled one would.
    func cancelAll() {
        let all = sleepers
        sleepers = []
        for sleeper in all { sleeper.continuation.resume(throwing: CancellationError()) }
    }

    private func cancel(_ number: Int) {
        guard let index = sleepers.firstIndex(where: { $0.number == number }) else { return }
        sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
