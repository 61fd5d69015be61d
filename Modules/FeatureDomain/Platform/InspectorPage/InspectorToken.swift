/// The secret every request to the inspector's page must carry: 32 random bytes as hex, from
/// the system's cryptographic source (`SystemRandomNumberGenerator`: getrandom(2), arc4random(3)).
public struct InspectorToken: Sendable, Equatable {
    /// The token as it goes in the URL.
    public let text: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        text = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// A token with this text (tests).
    public init(text: String) {
        self.text = text
    }

    /// Whether `candidate` is the token, in time that does not depend on where they differ, so
    /// a guesser learns nothing from how long a refusal takes.
    public func matches(_ candidate: some Collection<UInt8>) -> Bool {
        let expected = Array(text.utf8)
        var difference = UInt8(truncatingIfNeeded: expected.count ^ candidate.count)
        var index = candidate.startIndex
        for byte in expected {
            // Past the candidate's end, compared with itself: the loop runs the token's length whatever comes.
            let other = index < candidate.endIndex ? candidate[index] : ~byte
            difference |= byte ^ other
            if index < candidate.endIndex { index = candidate.index(after: index) }
        }
        return difference == 0
    }
}
