extension ScreenSession {
    /// Plays the keys a mouse event stands for over the frame on screen (a click on a row, a
    /// button or a hint, a wheel step over a list), as if they were typed.
    func handleMouse(_ event: MouseEvent) -> KeyOutcome {
        // Several events in one read: each is hit-tested against the screen the one before left.
        if areHitRegionsStale, let size = lastFrameSize { _ = frame(size: size) }
        let keys = lastHitRegions.keys(for: event)
        guard !keys.isEmpty else { return .ignored }
        areHitRegionsStale = true
        var outcome = KeyOutcome.ignored
        for key in keys {
            switch handle(key) {
            case .quit: return .quit
            case .handled: outcome = .handled
            case .ignored: break
            }
        }
        return outcome
    }
}
