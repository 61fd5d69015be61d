/// When and how often a failed request is sent again.
///
/// Only idempotent methods are retried, and only after transient failures (transport errors,
/// time-outs, 429 and 5xx). The wait doubles from ``baseDelay`` up to ``maxDelay``, less a random
/// share of up to ``jitter`` so that many clients do not retry in step; a `Retry-After` header
/// replaces the computed wait. Retrying stops after ``maxAttempts`` attempts, or when the next
/// wait would end past ``maxTotalTime`` from the first attempt.
public struct RetryPolicy: Sendable, Equatable {
    public var maxAttempts: Int
    public var baseDelay: Duration
    public var maxDelay: Duration
    public var maxTotalTime: Duration
    /// The largest share of a delay that jitter may take off, from 0 to 1.
    public var jitter: Double

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(4),
        maxTotalTime: Duration = .seconds(20), jitter: Double = 0.5
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxTotalTime = maxTotalTime
        self.jitter = min(1, max(0, jitter))
    }

    /// Never retry.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The wait before attempt `attempt + 1`, given a random number in 0..<1.
    public func delay(afterAttempt attempt: Int, random: Double) -> Duration {
        let exponential = baseDelay * (1 << min(max(0, attempt - 1), 20))
        let capped = min(exponential, maxDelay)
        return capped * (1 - jitter * random)
    }
}
