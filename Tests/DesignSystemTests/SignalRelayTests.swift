import Foundation
import TerminalTestSupport
import Testing

@testable import DesignSystem

@Suite("Signal relay", .serialized)
@MainActor
struct SignalRelayTests {
    @Test("stop puts back what each signal did before start: an ignore stays an ignore, a default a default")
    func stopRestoresPreviousHandlers() {
        SignalDisposition.set(SIGUSR1, ignored: true)
        SignalDisposition.set(SIGUSR2, ignored: false)
        defer { SignalDisposition.set(SIGUSR1, ignored: false) }
        let relay = SignalRelay(signals: [SIGUSR1, SIGUSR2]) { _ in }
        relay.start()
        #expect(SignalDisposition.of(SIGUSR1) == .handled)
        #expect(SignalDisposition.of(SIGUSR2) == .handled)
        relay.stop()
        #expect(SignalDisposition.of(SIGUSR1) == .ignored)
        #expect(SignalDisposition.of(SIGUSR2) == .byDefault)
    }
}
