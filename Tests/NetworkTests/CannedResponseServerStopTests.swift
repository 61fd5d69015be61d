import Foundation
import NetworkTestSupport
import Testing

/// The canned server's stop() must end its accepting thread and free its port at once, not at
/// the next connection: on Darwin, shutdown(2) does not wake a thread blocked in accept(2).
@Suite("The canned response server stops", .timeLimit(.minutes(1)))
struct CannedResponseServerStopTests {
    @Test("stop() ends the accepting thread within 5 s, with no connection coming")
    func stopEndsTheAcceptingThread() async throws {
        let server = try CannedResponseServer(response: Array("HTTP/1.1 204 No Content\r\n\r\n".utf8))
        // Let the thread reach its wait first.
        try await Task.sleep(for: .milliseconds(50))
        #expect(server.isAccepting)
        server.stop()
        for _ in 0..<500 where server.isAccepting { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!server.isAccepting, "the accepting thread still waits")
    }
}
