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

    /// Whether `candidate` is the token, byte for byte and length for length, in time that does
    /// not depend on where they differ, so a guesser learns nothing from how long a refusal takes.
    public func matches(_ candidate: some Collection<UInt8>) -> Bool {
        let expected = Array(text.utf8)
        // The lengths' difference whole: cut to a byte, a candidate 256 bytes longer would pass.
        var lengthDifference = expected.count ^ candidate.count
        var difference: UInt8 = 0
        var index = candidate.startIndex
        for byte in expected {
            // Past the candidate's end, compared with its complement: the loop runs the token's
            // length whatever comes, and a short candidate always differs.
            let other = index < candidate.endIndex ? candidate[index] : ~byte
            difference |= byte ^ other
            if index < candidate.endIndex { index = candidate.index(after: index) }
        }
        lengthDifference |= Int(difference)
        return lengthDifference == 0
    }
}
