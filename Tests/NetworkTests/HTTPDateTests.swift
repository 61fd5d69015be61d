import Foundation
import Testing

@testable import Network

@Suite("HTTP dates (RFC 9110 §5.6.7)")
struct HTTPDateTests {
    /// 1994-11-06 08:49:37 UTC, the instant RFC 9110's examples name.
    private let rfcExample = Date(timeIntervalSince1970: 784_111_777)

    @Test("the three forms of the RFC's example name the same instant")
    func threeForms() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == rfcExample)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT", now: Date(timeIntervalSince1970: 1_700_000_000)) == rfcExample)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == rfcExample)
    }

    @Test("dates at the edges of months, leap years and eras")
    func calendarEdges() {
        #expect(HTTPDate.parse("Thu, 01 Jan 1970 00:00:00 GMT") == Date(timeIntervalSince1970: 0))
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 12:00:00 GMT") == Date(timeIntervalSince1970: 951_825_600))
        #expect(HTTPDate.parse("Fri, 31 Dec 1999 23:59:59 GMT") == Date(timeIntervalSince1970: 946_684_799))
        #expect(HTTPDate.parse("Wed, 31 Dec 1969 23:59:59 GMT") == Date(timeIntervalSince1970: -1))
        #expect(HTTPDate.parse("Mon, 01 Mar 2100 00:00:00 GMT") == Date(timeIntervalSince1970: 4_107_542_400))
    }

    @Test("an RFC 850 year more than 50 years ahead is the century before")
    func twoDigitYears() {
        let in2026 = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(HTTPDate.parse("Thursday, 01-Jan-70 00:00:00 GMT", now: in2026) == Date(timeIntervalSince1970: 3_155_760_000))
        #expect(HTTPDate.parse("Friday, 01-Jan-76 00:00:00 GMT", now: in2026) == Date(timeIntervalSince1970: 3_345_062_400))
        #expect(HTTPDate.parse("Saturday, 01-Jan-77 00:00:00 GMT", now: in2026) == Date(timeIntervalSince1970: 220_924_800))
    }

    @Test(
        "anything else is no date",
        arguments: [
            "", "soon", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Nov 1994 08:49:37 GMT ", "Sun, 6 Nov 1994 08:49:37 GMT",
            "Sun, 30 Feb 1994 08:49:37 GMT", "Sun, 29 Feb 1900 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT",
            "Sunday, 06 Nov 1994 08:49:37 GMT", "Sun, 06-Nov-94 08:49:37 GMT", "Sun Nov 6 08:49:37 1994",
            "Sun, ０６ Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT\u{0}", String(repeating: "Sun, ", count: 1000),
        ])
    func refused(_ text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test("a leap second is a date, one past the minute")
    func leapSecond() {
        #expect(HTTPDate.parse("Sat, 31 Dec 2016 23:59:60 GMT") == Date(timeIntervalSince1970: 1_483_228_800))
    }
}
