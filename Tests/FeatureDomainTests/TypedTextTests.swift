import Foundation
import Testing

@testable import FeatureDomain

@Suite("Typed text: trimming and case, as Foundation did them")
struct TypedTextTests {
    private let samples = [
        "", " ", "name", "  name  ", "\tname\t", "\n name \r\n", "\u{A0}name\u{3000}", "\u{2028}name\u{2029}", "\u{85}x\u{0B}\u{0C}", "a b",
        " 한국어 ", "\u{1680}日本\u{202F}", " \u{301}x",
    ]

    @Test("trimming white space gives what .whitespaces gave")
    func whitespace() {
        for sample in samples {
            #expect(sample.trimmingWhitespace == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
        }
    }

    @Test("trimming white space and line breaks gives what .whitespacesAndNewlines gave")
    func whitespaceAndNewlines() {
        for sample in samples {
            #expect(sample.trimmingWhitespaceAndNewlines == sample.trimmingCharacters(in: .whitespacesAndNewlines), "\(sample.debugDescription)")
        }
    }

    @Test("names compare without case, as caseInsensitiveCompare did")
    func caseInsensitive() {
        let pairs = [
            ("Bret", "bret"), ("BRET", "bret"), ("Leanne Graham", "leanne graham"), ("Straße", "STRASSE"), ("한국", "한국"), ("bret", "brett"), ("É", "é"),
        ]
        for (left, right) in pairs {
            #expect(left.equalsIgnoringCase(right) == (left.caseInsensitiveCompare(right) == .orderedSame), "\(left) \(right)")
        }
    }
}
