/// Whether leak expectations are waiting to be checked.
public enum LeakDetectionStatus: Sendable, Equatable {
    /// At least one expectation is waiting for its time to pass.
    case inProgress
    /// No expectation is waiting.
    case didComplete
}
