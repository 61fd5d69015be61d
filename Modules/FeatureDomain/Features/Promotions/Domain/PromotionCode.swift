#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A promotion code as the user typed it, and the rule that decides whether it may be used:
/// its format, whether the store knows it, whether it has expired, whether this member used it.
public struct PromotionCode: Equatable, Sendable {
    /// Why a code is refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// Not 4 to 16 ASCII letters and digits.
        case badFormat
        /// Well formed, but not a code the store knows.
        case unknown
        /// Known, but its last day was `lastDay`.
        case expired(lastDay: String)
        /// This member has already used it.
        case alreadyUsed
    }

    /// The code trimmed and upper-cased, so `welcome10 ` and `WELCOME10` are the same code.
    public let text: String

    /// The code in `raw`.
    public init(_ raw: String) {
        text = raw.trimmingWhitespaceAndNewlines.uppercased()
    }

    /// Whether the code is 4 to 16 ASCII letters and digits.
    public var isWellFormed: Bool {
        (4...16).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// The offer this code gives on `today` (`yyyy-MM-dd`), or why it gives none. The format is
    /// checked first, then whether the code is known, then used, then expired.
    public func validate(offers: [PromotionOffer], used: Set<String>, today: String) -> Result<PromotionOffer, Refusal> {
        guard isWellFormed else { return .failure(.badFormat) }
        guard let offer = offers.first(where: { $0.code.uppercased() == text }) else { return .failure(.unknown) }
        guard !used.contains(text) else { return .failure(.alreadyUsed) }
        // ISO dates compare correctly as strings; the last day itself still counts.
        guard today <= offer.expires else { return .failure(.expired(lastDay: offer.expires)) }
        return .success(offer)
    }

    /// `date` as `yyyy-MM-dd` in UTC, the form `validate` compares.
    public static func day(of date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let pad = { (value: Int?) in value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)-\(pad(parts.month))-\(pad(parts.day))"
    }
}
