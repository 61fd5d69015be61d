#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The real circumstances: the system's secure generator, the system clock's day and real sleeps.
@MainActor
public final class LiveCircumstances: Circumstances {
    private var generator = SystemRandomNumberGenerator()

    /// Creates the live circumstances.
    public init() {}

    public func draw(_ purpose: DrawPurpose, in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    public func today() -> String {
        PromotionCode.day(of: Date())
    }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
