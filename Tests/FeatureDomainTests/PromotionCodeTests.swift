import Foundation
import Testing

@testable import FeatureDomain

@Suite("PromotionCode: format, known, used, expired")
struct PromotionCodeTests {
    let offers = [
        PromotionOffer(code: "WELCOME10", percentOff: 10, expires: "2099-12-31"),
        PromotionOffer(code: "SPRING2024", percentOff: 20, expires: "2024-05-31"),
    ]

    @Test("a code is trimmed and upper-cased; 4 to 16 ASCII letters and digits")
    func format() {
        #expect(PromotionCode("  welcome10 ").text == "WELCOME10")
        #expect(PromotionCode("ABCD").isWellFormed)
        #expect(PromotionCode("ABCDEFGHIJKLMNOP").isWellFormed)
        #expect(!PromotionCode("ABC").isWellFormed)
        #expect(!PromotionCode("ABCDEFGHIJKLMNOPQ").isWellFormed)
        #expect(!PromotionCode("WELCOME-10").isWellFormed)
        #expect(!PromotionCode("할인코드1234").isWellFormed)
        #expect(PromotionCode("WEL-10").validate(offers: offers, used: [], today: "2026-01-01") == .failure(.badFormat))
    }

    @Test("a known code gives its offer through its last day, then it has expired")
    func knownAndExpired() {
        #expect(PromotionCode("welcome10").validate(offers: offers, used: [], today: "2026-11-23") == .success(offers[0]))
        #expect(PromotionCode("SPRING2024").validate(offers: offers, used: [], today: "2024-05-31") == .success(offers[1]))
        #expect(PromotionCode("SPRING2024").validate(offers: offers, used: [], today: "2024-06-01") == .failure(.expired(lastDay: "2024-05-31")))
    }

    @Test("an unknown code and a code this member used are refused")
    func unknownAndUsed() {
        #expect(PromotionCode("NOSUCHCODE").validate(offers: offers, used: [], today: "2026-01-01") == .failure(.unknown))
        #expect(PromotionCode("WELCOME10").validate(offers: offers, used: ["WELCOME10"], today: "2026-01-01") == .failure(.alreadyUsed))
    }

    @Test("the bundled codes load, and a date becomes the day it was in UTC")
    func bundledAndDay() throws {
        let bundled = try #require(PromotionOffer.bundled())
        #expect(bundled.contains { $0.code == "WELCOME10" && $0.percentOff == 10 })
        #expect(bundled.allSatisfy { PromotionCode($0.code).isWellFormed && $0.expires.count == 10 })
        #expect(PromotionCode.day(of: Date(timeIntervalSince1970: 0)) == "1970-01-01")
        #expect(PromotionCode.day(of: Date(timeIntervalSince1970: 1_717_199_999)) == "2024-05-31")
    }
}
