import SystemCalls

/// Seconds since the recording started, on the monotonic clock (a change of the wall clock
/// cannot make a recording go back in time); readable from any thread.
struct SessionClock: Sendable {
    private let start = MonotonicClock.nanoseconds()

    /// Seconds since the start.
    func seconds() -> Double {
        Double(MonotonicClock.nanoseconds() &- start) / 1_000_000_000
    }
}
