import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A code the store knows, from the bundled `Data/promotions.json`: what it takes off and the
/// last day it can be used.
public struct PromotionOffer: Codable, Equatable, Sendable {
    public var code: String
    /// A percentage of the subtotal, rounded down to the won.
    public var percentOff: Int?
    /// A fixed amount in won.
    public var amountOff: Int?
    /// The last day the code works, `yyyy-MM-dd`.
    public var expires: String

    /// Creates a `PromotionOffer` from its parts.
    public init(code: String, percentOff: Int? = nil, amountOff: Int? = nil, expires: String) {
        self.code = code
        self.percentOff = percentOff
        self.amountOff = amountOff
        self.expires = expires
    }

    /// What the offer takes off `subtotal`: never negative, never more than the subtotal.
    public func discount(on subtotal: Int) -> Int {
        let subtotal = max(subtotal, 0)
        // Split so that no product can overflow, whatever the subtotal: floor(s * p / 100)
        // is (s / 100) * p + floor((s % 100) * p / 100) for s >= 0 and p in 0...100.
        let raw =
            if let percentOff {
                subtotal / 100 * min(max(percentOff, 0), 100) + subtotal % 100 * min(max(percentOff, 0), 100) / 100
            } else {
                max(amountOff ?? 0, 0)
            }
        return min(raw, subtotal)
    }

    /// An offer read from a saved cart is refused unless it is one the store could have applied.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        percentOff = try container.decodeIfPresent(Int.self, forKey: .percentOff)
        amountOff = try container.decodeIfPresent(Int.self, forKey: .amountOff)
        expires = try container.decode(String.self, forKey: .expires)
        if let percentOff, !(0...100).contains(percentOff) {
            throw DecodingError.dataCorruptedError(forKey: .percentOff, in: container, debugDescription: "out of range: 0...100")
        }
        if let amountOff, !Cart.unitPriceRange.contains(amountOff) {
            throw DecodingError.dataCorruptedError(forKey: .amountOff, in: container, debugDescription: "out of range: \(Cart.unitPriceRange)")
        }
        guard code.utf8.count <= 64, expires.utf8.count <= 32 else {
            throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "out of range: a code or date too long")
        }
    }

    /// The bundled offers, or nil when the file is missing or unreadable.
    public static func bundled() -> [PromotionOffer]? {
        guard let text = R.file("Data/promotions.json") else { return nil }
        return try? JSONDecoder().decode([PromotionOffer].self, from: Data(text.utf8))
    }
}
