/// Arithmetic on counts, money and scores that stops at the ends of `Int` instead of trapping:
/// a value that slipped past a range check shows a wrong number, never takes the app down.
enum Saturating {
    /// `a + b`, or the nearest end of `Int` when it overflows.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return result }
        return b > 0 ? .max : .min
    }

    /// `a - b`, or the nearest end of `Int` when it overflows.
    static func difference(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        guard overflow else { return result }
        return b < 0 ? .max : .min
    }

    /// `a * b`, or the end of `Int` with the product's sign when it overflows.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return result }
        return (a < 0) == (b < 0) ? .max : .min
    }
}
