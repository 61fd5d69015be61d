#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an HTTP-date in the three forms RFC 9110 §5.6.7 lets a recipient meet, by hand: the
/// forms are fixed, English and in GMT, so no formatter (and no locale data) is needed.
///
/// - IMF-fixdate, the one servers send: `Sun, 06 Nov 1994 08:49:37 GMT`
/// - the obsolete RFC 850 form: `Sunday, 06-Nov-94 08:49:37 GMT`
/// - C's asctime() form: `Sun Nov  6 08:49:37 1994`
enum HTTPDate {
    /// The instant `text` names, or nil when it is none of the three forms or no real date
    /// (30 February, 25 o'clock). `now` decides the century of an RFC 850 two-digit year.
    static func parse(_ text: String, now: Date = Date()) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count <= 64 else { return nil }
        let fields = parseFields(bytes, now: now)
        guard let fields, let seconds = fields.secondsSince1970 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private struct Fields {
        var year: Int
        var month: Int
        var day: Int
        var hour: Int
        var minute: Int
        var second: Int

        var secondsSince1970: Int? {
            guard (1...12).contains(month), (1...HTTPDate.daysIn(month: month, year: year)).contains(day),
                (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
            else { return nil }
            return HTTPDate.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        }
    }

    private static let shortDayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func parseFields(_ bytes: [UInt8], now: Date) -> Fields? {
        var reader = Reader(bytes: bytes)
        guard let dayName = reader.letters() else { return nil }
        if reader.take(","), reader.take(" ") {
            if shortDayNames.contains(dayName), let day = reader.digits(2), reader.take(" "),
                let month = reader.month(monthNames), reader.take(" "), let year = reader.digits(4), reader.take(" "),
                let time = reader.timeOfDay(), reader.take(" "), reader.take("GMT"), reader.isAtEnd
            {
                return Fields(year: year, month: month, day: day, hour: time.0, minute: time.1, second: time.2)
            }
            if longDayNames.contains(dayName), let day = reader.digits(2), reader.take("-"),
                let month = reader.month(monthNames), reader.take("-"), let twoDigitYear = reader.digits(2), reader.take(" "),
                let time = reader.timeOfDay(), reader.take(" "), reader.take("GMT"), reader.isAtEnd
            {
                return Fields(
                    year: fullYear(twoDigitYear, now: now), month: month, day: day, hour: time.0, minute: time.1, second: time.2)
            }
            return nil
        }
        guard shortDayNames.contains(dayName), reader.take(" "), let month = reader.month(monthNames), reader.take(" ") else {
            return nil
        }
        let day: Int
        if reader.take(" ") {
            guard let digit = reader.digits(1) else { return nil }
            day = digit
        } else {
            guard let digits = reader.digits(2) else { return nil }
            day = digits
        }
        guard reader.take(" "), let time = reader.timeOfDay(), reader.take(" "), let year = reader.digits(4), reader.isAtEnd else {
            return nil
        }
        return Fields(year: year, month: month, day: day, hour: time.0, minute: time.1, second: time.2)
    }

    /// RFC 9110: a two-digit year that looks more than 50 years ahead is the latest past year
    /// ending in the same two digits.
    private static func fullYear(_ twoDigits: Int, now: Date) -> Int {
        let currentYear = 1970 + Int((now.timeIntervalSince1970 / 86_400 / 365.2425).rounded(.down))
        var year = currentYear - currentYear % 100 + twoDigits
        if year > currentYear + 50 { year -= 100 }
        return year
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date in the proleptic Gregorian calendar, counted in 400-year
    /// eras of 146,097 days with the year starting in March, so February's length comes last.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A cursor over the date's bytes; every read either matches and moves on or leaves it put.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ literal: String) -> Bool {
            let expected = Array(literal.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
                return false
            }
            index += expected.count
            return true
        }

        mutating func letters() -> String? {
            let start = index
            while index < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "z")).contains(bytes[index]),
                !(UInt8(ascii: "[")...UInt8(ascii: "`")).contains(bytes[index])
            {
                index += 1
            }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        mutating func digits(_ count: Int) -> Int? {
            guard bytes.count - index >= count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        mutating func month(_ names: [String]) -> Int? {
            for (offset, name) in names.enumerated() where take(name) { return offset + 1 }
            return nil
        }

        mutating func timeOfDay() -> (Int, Int, Int)? {
            guard let hour = digits(2), take(":"), let minute = digits(2), take(":"), let second = digits(2) else { return nil }
            return (hour, minute, second)
        }
    }
}
