#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The id of a post, comment or user, whichever way the server spells it.
///
/// JSONPlaceholder sends numbers (`"id": 1`); json-server 1.x sends strings (`"id": "1"`) and
/// gives created records random ones (`"id": "b5aa51f6"`). Both decode to the same value: the
/// id's text, so `1` and `"1"` are equal and a post's `userId: 1` finds the user `"id": "1"`.
/// Numeric ids encode back as numbers, others as strings. Integer and string literals make
/// ids (`Post(id: 7, ...)`, `PostByID(id: "b5aa51f6")`).
public struct ResourceID: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral
{
    /// The id as text, as it appears in URLs (`/posts/{rawValue}`).
    public let rawValue: String

    /// The id `text`.
    public init(_ text: String) {
        // "007" and "7" name different records on a json-server, so only canonical numbers are
        // treated as numbers; the text itself is kept as sent.
        rawValue = text
    }

    /// The id `number`.
    public init(_ number: Int) {
        rawValue = String(number)
    }

    /// Creates a `ResourceID` from an integer literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// Creates a `ResourceID` from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The id as a number, when it is one (`"12"` → 12, `"b5aa51f6"` → nil).
    public var intValue: Int? {
        guard let number = Int(rawValue), String(number) == rawValue else { return nil }
        return number
    }

    public var description: String { rawValue }

    /// Numeric ids in numeric order, before text ids in text order.
    public static func < (lhs: ResourceID, rhs: ResourceID) -> Bool {
        switch (lhs.intValue, rhs.intValue) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.rawValue < rhs.rawValue
        }
    }

    /// Decodes a JSON number (integral) or string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self.init(number)
        } else if let text = try? container.decode(String.self) {
            self.init(text)
        } else {
            throw DecodingError.typeMismatch(
                ResourceID.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "an id must be an integer or a string"))
        }
    }

    /// The id as one segment of a URL path: everything but ASCII letters, digits, `-`, `_` and
    /// `~` percent-encoded. An id comes from a server, so `../users/1`, `a/b`, `?` or `#` in it
    /// must not reach another path or start a query; dots are encoded too, so `.` and `..` are
    /// never dot segments.
    public var pathSegment: String {
        PercentEncoding.encode(rawValue, keeping: PercentEncoding.isSegmentByte)
    }

    /// Encodes a number when the id is one, else a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let number = intValue { try container.encode(number) } else { try container.encode(rawValue) }
    }
}
