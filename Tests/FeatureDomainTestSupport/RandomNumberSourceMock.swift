import FeatureDomain

/// Hands out numbers from a fixed list, and records the ranges asked for.
@MainActor
public final class RandomNumberSourceMock: RandomNumberSource {
    private var numbers: [Int]
    public private(set) var requestedRanges: [ClosedRange<Int>] = []

    public init(_ numbers: [Int]) { self.numbers = numbers }

    public func next(in range: ClosedRange<Int>) -> Int {
        requestedRanges.append(range)
        return numbers.isEmpty ? range.lowerBound : numbers.removeFirst()
    }
}
