/// Driving the host from the program rather than from the terminal: what a live replay of a
/// recorded session does, the recorded keys and sizes going in while the user's own keys
/// (pause, step, quit) go to the replay.
extension ScreenHost {
    /// Hands `keys` to the screens as if typed, and draws the frame they lead to. Ctrl-Z does
    /// not stop the process here (only a typed one does); a key that quits ends the run as a typed one would.
    public func inject(keys: [Key]) {
        guard deliver(keys, typed: false) else { return }
        render()
    }

    /// Draws at `size` from now on, whatever size the terminal has (nil: the terminal's own
    /// size again), and tells the input observer as a resize.
    public func inject(size: Size?) {
        sizeOverride = size
        inputObserver?(.resize(screenSize))
        frameWriter.invalidate()
        render()
    }
}
