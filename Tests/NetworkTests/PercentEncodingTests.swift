import Foundation
import Testing

@testable import Network

@Suite("Percent-encoding")
struct PercentEncodingTests {
    @Test("each set keeps what Foundation's URL sets keep and encodes the rest as UTF-8 bytes")
    func sameAsFoundation() {
        let everything = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }.joined() + "é한\u{0}"
        let expectedPath = everything.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
        let expectedQuery = everything.addingPercentEncoding(
            withAllowedCharacters: CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#")))
        #expect(PercentEncoding.encode(everything, keeping: PercentEncoding.isPathByte) == expectedPath)
        #expect(PercentEncoding.encode(everything, keeping: PercentEncoding.isQueryValueByte) == expectedQuery)
    }

    @Test("a path segment keeps only letters, digits, '-', '_' and '~'")
    func segment() {
        #expect(PercentEncoding.encode("../a b/é?#", keeping: PercentEncoding.isSegmentByte) == "%2E%2E%2Fa%20b%2F%C3%A9%3F%23")
        #expect(PercentEncoding.encode("Az09-_~", keeping: PercentEncoding.isSegmentByte) == "Az09-_~")
    }

    @Test("decoding gives what Foundation's removingPercentEncoding gave, nil included")
    func decodeSameAsFoundation() {
        let samples = [
            "", "plain", "a%20b", "%40user", "p%3Ass%2Fword", "%C3%A9%ED%95%9C", "%e2%82%ac", "100%", "%4", "%zz", "%%41", "%FF", "%C3", "a+b",
            "%00", "é%20한",
        ]
        for sample in samples {
            #expect(PercentEncoding.decode(sample) == sample.removingPercentEncoding, "\(sample)")
        }
    }

    @Test("encoding then decoding gives the text back")
    func roundTrip() {
        let text = "user@host:p ss/é한?&=#%"
        #expect(PercentEncoding.decode(PercentEncoding.encode(text, keeping: PercentEncoding.isSegmentByte)) == text)
    }
}
