import Testing

@testable import SystemCalls

/// The wrapper every system call goes through: an interruption is retried, any other failure typed.
@Suite("System call wrapper")
struct SystemCallTests {
    @Test("a call a signal interrupts is made again until it is not")
    func retriesInterruptions() {
        var calls = 0
        let result = SystemCall.retrying { () -> Int32 in
            calls += 1
            return calls < 3 ? ThreadErrno.failInterrupted() : 7
        }
        #expect(result == .success(7))
        #expect(calls == 3)
    }

    @Test("any other failure comes back at once, typed, with the system's words")
    func otherFailuresAreTyped() {
        var calls = 0
        let result = SystemCall.retrying { () -> Int32 in
            calls += 1
            return ThreadErrno.failWouldBlock()
        }
        #expect(calls == 1)
        guard case .failure(let error) = result else {
            Issue.record("a failure was expected, got \(result)")
            return
        }
        #expect(error.isWouldBlock && error.isRetry && !error.isInterrupted)
        #expect(!error.text.isEmpty)
    }

    @Test("`once` leaves an interruption to its caller")
    func onceDoesNotRetry() {
        var calls = 0
        let result = SystemCall.once { () -> Int32 in
            calls += 1
            return ThreadErrno.failInterrupted()
        }
        #expect(calls == 1)
        #expect((try? result.get()) == nil)
        if case .failure(let error) = result { #expect(error.isInterrupted) }
    }
}
