/// Where the Home screen's numbers come from; injected so that tests are deterministic.
@MainActor
public protocol RandomNumberSource: AnyObject {
    /// A number in `range`.
    func next(in range: ClosedRange<Int>) -> Int
}

/// Numbers from the system's cryptographically secure generator.
@MainActor
public final class SystemRandomNumberSource: RandomNumberSource {
    private var generator = SystemRandomNumberGenerator()

    /// Creates a source.
    public init() {}

    public func next(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }
}
