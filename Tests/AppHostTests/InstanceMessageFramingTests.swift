import Foundation
import Synchronization
import TerminalTestSupport
import Testing

@testable import AppHost

/// The instance socket's one-line framing: what is sent is what arrives, or it is not sent.
@Suite("Instance message framing", .timeLimit(.minutes(1)))
struct InstanceMessageFramingTests {
    typealias SocketDirectory = InstanceSocketTests.SocketDirectory

    @Test(
        "a request ending in CR LF reads as the same request as one ending in LF", arguments: ["tree", "tree --json", "watch", "open ribs-training://post/1"])
    func crlfLineEnds(text: String) {
        #expect(InstanceMessage(line: text + "\r\n") != nil)
        #expect(InstanceMessage(line: text + "\r\n") == InstanceMessage(line: text + "\n"))
        #expect(InstanceMessage(line: "tree\r\n") == .tree(json: false))
    }

    @Test("every message a client may send decodes to itself from its line")
    func roundTrip() {
        let messages: [InstanceMessage] = [
            .tree(json: false), .tree(json: true), .watch, .open("ribs-training://post/1"), .open("ribs-training://profile?userId=3"),
        ]
        for message in messages { #expect(InstanceMessage(line: message.line) == message) }
    }

    @Test(
        "a link with CR, LF or another control is refused with a clear error before it is framed",
        arguments: ["\r", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}"])
    func controlsInALinkAreRefused(control: String) {
        let link = "ribs-training://post/1\(control)x"
        let problem = InstanceMessage.problem(inLink: link)
        #expect(problem?.contains("control character") == true)
        #expect(problem?.hasSuffix("nothing was sent") == true)
        #expect(InstanceMessage(line: "open \(link)\n") == nil)
        let directory = SocketDirectory()
        // No server listens: a link that got as far as connecting would fail as noInstance.
        #expect(throws: InstanceSocketClient.Failure.invalidLink(problem ?? "")) {
            try InstanceSocketClient.send(.open(link), to: directory.location)
        }
    }

    @Test("a request that started and overruns is given up within twice the limit; one never started is withdrawn and never runs")
    func waitsAreBounded() async {
        let limit = Duration.milliseconds(200)
        // Started (as the main actor would start it) and never finished: the wait still ends.
        let started = PendingRequest()
        #expect(started.start())
        // Timed on the waiting thread itself: when that thread starts is the machine's business.
        // Each blocking wait has a thread of its own, not one of the few the concurrency pool
        // shares among all tests (a busy pool would hold the finisher below past the wait).
        let (outcome, waited) = await offThePool {
            let begun = ContinuousClock.now
            return (started.outcome(within: limit), ContinuousClock.now - begun)
        }
        #expect(outcome == .overran)
        #expect(waited >= limit * 2 && waited < .seconds(3), "waited \(waited)")
        // Never started: withdrawn at the limit, so a late start is refused.
        let idle = PendingRequest()
        #expect(await offThePool { idle.outcome(within: limit) } == .withdrawn)
        #expect(!idle.start())
        // Started late, finished within the second wait: its reply is the answer.
        let late = PendingRequest()
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            _ = late.start()
            late.finish(with: "ok: late")
        }
        #expect(await offThePool { late.outcome(within: .seconds(2)) } == .answered("ok: late"))
    }
}
