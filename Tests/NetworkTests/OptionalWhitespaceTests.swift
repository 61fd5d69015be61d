import Testing

@testable import Network

@Suite("HTTP's optional whitespace")
struct OptionalWhitespaceTests {
    @Test("spaces and horizontal tabs at either end go; inside, and any other white space, stay")
    func trimsSpaceAndTab() {
        #expect(" \t 42 \t".trimmingOptionalWhitespace == "42")
        #expect("a b".trimmingOptionalWhitespace == "a b")
        #expect(" \t ".trimmingOptionalWhitespace == "")
        #expect("".trimmingOptionalWhitespace == "")
        // A line break or a no-break space is not OWS: a header value holding one is not cleaned up.
        #expect("\r\n1\u{A0}".trimmingOptionalWhitespace == "\r\n1\u{A0}")
        #expect(" é한 ".trimmingOptionalWhitespace == "é한")
        #expect(Substring(" x ").trimmingOptionalWhitespace == "x")
    }
}
