#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a `Retry-After` header: a number of seconds, or an HTTP date (RFC 9110 §10.2.3).
enum RetryAfter {
    static func parse(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value.map(trimmingBlanks), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        guard let date = HTTPDate.parse(value, now: now) else { return nil }
        let milliseconds = date.timeIntervalSince(now) * 1000
        guard milliseconds.isFinite else { return nil }
        return .milliseconds(Int(min(max(0, milliseconds), Double(Int32.max))))
    }

    /// `value` without the spaces and tabs a field value may carry around it.
    private static func trimmingBlanks(_ value: String) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(value.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
