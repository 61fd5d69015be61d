import Dispatch
import Glibc

/// The host's answers to signals: the ones that end the run, resizes, and job control
/// (suspend on SIGTSTP, come back on SIGCONT, wait while in the background).
extension ScreenHost {
    /// Installs the host's signal handling; the returned relay stops it.
    func startSignalRelay() -> SignalRelay {
        // Signals nobody should be able to end the app with unawares; SIGPIPE (a write to a
        // closed terminal reports an error instead); SIGTTIN, so that a read from the background
        // fails with EIO, which the input handler answers by waiting for the foreground.
        for ignored in [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGTTIN] { signal(ignored, SIG_IGN) }
        let relay = SignalRelay(signals: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]) { number in
            switch number {
            case SIGINT: self.finish(.interrupted)
            case SIGTERM: self.finish(.terminated)
            case SIGHUP: self.finish(.hangUp)
            // Handled, so the runtime's crash report is never drawn over the screen.
            case SIGQUIT: self.finish(.quitSignal)
            case SIGWINCH:
                self.frameWriter.invalidate()
                self.render()
            case SIGTSTP: self.suspend()
            case SIGCONT: self.continueAfterStop()
            default: break
            }
        }
        relay.start()
        return relay
    }

    /// Gives the terminal back (cooked mode, main screen, visible cursor) and stops the process
    /// until SIGCONT.
    func suspend() {
        guard isRunning else { return }
        if !isSuspended, terminal.isForeground {
            terminal.suspend()
        }
        isSuspended = true
        // SIGSTOP, unlike SIGTSTP, cannot be caught, so the process really stops here.
        kill(getpid(), SIGSTOP)
    }

    /// After `fg`: takes the terminal again and draws the whole screen. After `bg` (still in the
    /// background) it stays suspended; the next read stops it again until `fg`.
    func continueAfterStop() {
        guard isRunning else { return }
        guard terminal.isForeground else {
            isSuspended = true
            return
        }
        do {
            try terminal.resume()
        } catch {
            finish(.hangUp)
            return
        }
        isSuspended = false
        frameWriter.invalidate()
        render()
    }

    /// In the background the app may not read or draw: it stops until it is in the foreground
    /// again (as SIGTTIN would stop it), instead of taking the failed read for end of input.
    func waitForForeground() {
        guard isRunning else { return }
        isSuspended = true
        kill(getpid(), SIGSTOP)
    }
}
