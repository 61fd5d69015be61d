import Foundation
import Resources

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
        let raw = if let percentOff { subtotal * min(max(percentOff, 0), 100) / 100 } else { max(amountOff ?? 0, 0) }
        return min(raw, max(subtotal, 0))
    }

    /// The bundled offers, or nil when the file is missing or unreadable.
    public static func bundled() -> [PromotionOffer]? {
        guard let text = R.file("Data/promotions.json") else { return nil }
        return try? JSONDecoder().decode([PromotionOffer].self, from: Data(text.utf8))
    }
}
