import Dispatch

/// Where the connection pool reads the time and schedules its sweeps: the monotonic clock and a
/// dispatch timer when the app runs, a clock a test moves by hand so that an idle lifetime passes
/// without being waited out.
protocol ConnectionPoolClock: Sendable {
    /// The current instant.
    var now: ContinuousClock.Instant { get }
    /// Runs `work` once `delay` has passed by this clock, on a thread of the clock's choosing.
    func run(after delay: Duration, _ work: @escaping @Sendable () -> Void)
}

/// The pool's clock when the app runs: the continuous (monotonic) clock, and each sweep on a
/// utility queue.
struct MonotonicPoolClock: ConnectionPoolClock {
    var now: ContinuousClock.Instant { ContinuousClock.now }

    func run(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = max(delay, .zero).components
        // Clamped: DispatchTime traps on an interval past Int64 nanoseconds; a day is plenty. A
        // millisecond more, so a timer that fires a little early still finds the lifetime over.
        let interval = min(Double(seconds) + Double(attoseconds) / 1e18, 86_400) + 0.001
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + interval, execute: work)
    }
}
