import FeatureDomain

/// Hands out numbers from a fixed list (the range's lowest once it is empty) and a fixed day,
/// sleeps for real (tests ask for zero, or for long enough to cancel), and records what was asked.
@MainActor
public final class CircumstancesMock: Circumstances {
    private var numbers: [Int]
    private let day: String
    /// The draws asked for, in order.
    public private(set) var requestedDraws: [(purpose: DrawPurpose, range: ClosedRange<Int>)] = []
    /// The sleeps asked for, in order.
    public private(set) var requestedSleeps: [Duration] = []

    /// Circumstances that draw `numbers` in order, on `today`.
    public init(_ numbers: [Int] = [], today: String = "2026-11-23") {
        self.numbers = numbers
        day = today
    }

    /// The ranges asked for, in order.
    public var requestedRanges: [ClosedRange<Int>] { requestedDraws.map(\.range) }

    public func draw(_ purpose: DrawPurpose, in range: ClosedRange<Int>) -> Int {
        requestedDraws.append((purpose, range))
        return numbers.isEmpty ? range.lowerBound : numbers.removeFirst()
    }

    public func today() -> String { day }

    public func sleep(for duration: Duration) async throws {
        requestedSleeps.append(duration)
        try await Task.sleep(for: duration)
    }
}
