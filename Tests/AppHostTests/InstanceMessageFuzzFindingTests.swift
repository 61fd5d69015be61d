import Testing

@testable import AppHost

/// What fuzzing the instance socket's framing found (Tests/Fuzz, target InstanceMessage).
@Suite("Instance message framing, as fuzzing found it")
struct InstanceMessageFuzzFindingTests {
    @Test(
        "a link that starts with a combining mark arrives as it was sent, though the mark joins the space before it into one Character",
        arguments: ["\u{315}", "\u{301}ribs-training://post/1", "\u{200D}x", "\u{1F3FB}"])
    func linkStartingWithACombiningMark(link: String) {
        let message = InstanceMessage.open(link)
        #expect(InstanceMessage.problem(inLink: link) == nil)
        #expect(InstanceMessage(line: message.line) == message)
        #expect(InstanceMessage(line: "open " + link + "\r\n") == message)
    }
}
