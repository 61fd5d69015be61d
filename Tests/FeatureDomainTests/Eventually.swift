/// Lets the main actor's tasks run until `condition` holds or `timeout` of wall-clock time
/// passes; returns whether it held, so a test fails (never hangs) when it does not.
@MainActor
func eventually(timeout: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        for _ in 0..<20 { await Task.yield() }
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
