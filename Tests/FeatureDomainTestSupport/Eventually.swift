/// Lets the main actor's tasks run until `condition` holds; returns whether it did.
///
/// The deadline is the test's own: when its time limit passes, the testing library cancels the
/// test, this returns false and the test fails (never hangs). It sets no wall-clock bound of its
/// own: what the condition waits for queues behind the other suites on the main actor and on the
/// cores, and on a busy machine any guess shorter than the time limit fails tests that are not
/// wrong.
@MainActor
public func eventually(_ condition: () -> Bool) async -> Bool {
    while !Task.isCancelled {
        if condition() { return true }
        for _ in 0..<20 { await Task.yield() }
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
