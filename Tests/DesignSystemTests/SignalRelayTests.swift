import Foundation
import SystemCalls
import TerminalTestSupport
import Testing

@testable import DesignSystem

@Suite("Signal relay", .serialized, .timeLimit(.minutes(1)))
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

    @Test("the signals it ignores are ignored from start to stop, then handled as before: a default as a default, an ignore as an ignore")
    func ignoredSignalsGivenBack() {
        SignalDisposition.set(SIGUSR1, ignored: false)
        SignalDisposition.set(SIGALRM, ignored: false)
        SignalDisposition.set(SIGUSR2, ignored: true)
        defer { SignalDisposition.set(SIGUSR2, ignored: false) }
        let relay = SignalRelay(signals: [SIGUSR1], ignoring: [SIGALRM, SIGUSR2]) { _ in }
        relay.start()
        #expect(SignalDisposition.of(SIGUSR1) == .handled)
        #expect(SignalDisposition.of(SIGALRM) == .ignored)
        #expect(SignalDisposition.of(SIGUSR2) == .ignored)
        relay.stop()
        #expect(SignalDisposition.of(SIGUSR1) == .byDefault)
        #expect(SignalDisposition.of(SIGALRM) == .byDefault)
        #expect(SignalDisposition.of(SIGUSR2) == .ignored)
    }

    @Test("a signal sent after start and before deliver waits in the pipe and is handed on by deliver")
    func signalBeforeDeliverIsKept() async {
        let received = Received()
        let relay = SignalRelay(signals: [SIGUSR1]) { number in received.numbers.append(number) }
        relay.start()
        defer { relay.stop() }
        // To the process, as a terminal or kill(1) sends it: raise(3) on the test's own thread was
        // never delivered in the test runner.
        kill(getpid(), SIGUSR1)
        for _ in 0..<200 where !relay.hasKeptSignal { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(relay.hasKeptSignal)
        // Turns of the main queue go by: without a source nothing reads the pipe yet. A source
        // made too early would be told of the byte by dispatch's own thread, which says nothing a
        // test can wait for, so absence is given time: the one sleep here that waits for nothing.
        try? await Task.sleep(for: .milliseconds(50))
        #expect(received.numbers.isEmpty)
        #expect(relay.hasKeptSignal, "read from the pipe before deliver")
        relay.deliver()
        for _ in 0..<200 where received.numbers.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(received.numbers == [SIGUSR1])
    }

    @MainActor
    final class Received {
        var numbers: [Int32] = []
    }
}
