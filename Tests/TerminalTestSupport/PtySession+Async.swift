import Foundation

/// Runs blocking pty work (poll, waitpid, semaphores) on a thread of its own: a test waiting for
/// the app must not hold one of the few threads that Swift concurrency shares among all tests,
/// or tests elsewhere that measure time would see their tasks wait.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: body()) }
    }
}

/// The session's waits, run off the shared threads (see ``offThePool(_:)``).
extension PtySession {
    public func nextEvent(timeout: Double, readingOutput: Bool = true) async -> Event? {
        await offThePool { self.nextEvent(timeout: timeout, readingOutput: readingOutput) }
    }

    @discardableResult
    public func type(_ bytes: [UInt8], timeout: Double = 10) async -> Bool {
        await offThePool { self.type(bytes, timeout: timeout) }
    }

    @discardableResult
    public func type(_ text: String, timeout: Double = 10) async -> Bool {
        await offThePool { self.type(text, timeout: timeout) }
    }

    @discardableResult
    public func readOutput(from start: Int = 0, timeout: Double = 5, until condition: @escaping @Sendable ([UInt8]) -> Bool) async -> Bool {
        await offThePool { self.readOutput(from: start, timeout: timeout, until: condition) }
    }

    @discardableResult
    public func waitForOutput(_ text: String, from start: Int = 0, timeout: Double = 5) async -> Bool {
        await offThePool { self.waitForOutput(text, from: start, timeout: timeout) }
    }
}
