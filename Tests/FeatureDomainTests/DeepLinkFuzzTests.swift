import Testing

@testable import FeatureDomain

@Suite("Deep link fuzzing")
struct DeepLinkFuzzTests {
    /// A small deterministic generator, so a failure can be replayed from its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds = [
        "ribs-training://launchGame?gameId=ticTacToe&inviteCode=ABC123", "ribs-training://profile?userId=3",
        "ribs-training://promotion?code=SUMMER2024", "ribs-training://post/42", "ribs-training://books/7",
    ]
    static let pieces = ["%", "%00", "?", "&", "=", "/", "#", "\u{1B}", "\n", "\0", " ", "é", "🎮", "ribs-training://", "gameId=", "0", "9999999999"]

    @Test("10,000 random and mutated links: each resolves (0) or is refused (2), never a crash, and the report is printable")
    func fuzz() {
        var random = SplitMix(state: 14)
        var resolved = 0
        for round in 0..<10_000 {
            let text = round.isMultiple(of: 4) ? Self.randomText(using: &random) : Self.mutate(Self.seeds.randomElement(using: &random)!, using: &random)
            let report = DeepLinkRouteReport(for: text)
            #expect(report.status == 0 || report.status == 2, "\(text.debugDescription)")
            #expect(!report.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(text.debugDescription)")
            if report.status == 0 {
                resolved += 1
                // Whatever resolves must be a link the strict rules allow: printable ASCII, no %.
                #expect(text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") }, "\(text.debugDescription)")
            }
        }
        // The mutations are small enough that some links survive them; if none did, the fuzz tests nothing.
        #expect(resolved > 100)
    }

    static func randomText(using random: inout SplitMix) -> String {
        let length = Int.random(in: 0...80, using: &random)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let value = random.next() % 4 == 0 ? UInt32.random(in: 0...0x2FFF, using: &random) : UInt32.random(in: 0...0x7F, using: &random)
            scalars.append(Unicode.Scalar(value) ?? "?")
        }
        return String(scalars)
    }

    static func mutate(_ seed: String, using random: inout SplitMix) -> String {
        var characters = Array(seed)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let index = Int.random(in: 0...characters.count, using: &random)
            switch random.next() % 4 {
            case 0 where index < characters.count: characters.remove(at: index)
            case 1: characters.insert(contentsOf: pieces.randomElement(using: &random)!, at: index)
            case 2 where index < characters.count: characters[index] = Character(Unicode.Scalar(UInt8.random(in: 0x21...0x7E, using: &random)))
            case 3: characters.append(contentsOf: String(repeating: "A", count: Int.random(in: 0...3_000, using: &random)))
            default: break
            }
        }
        return String(characters)
    }
}
