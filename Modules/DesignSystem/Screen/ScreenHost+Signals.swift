import Dispatch
import Glibc

/// The host's answers to signals: the ones that end the run, resizes, and job control
/// (suspend on SIGTSTP, come back on SIGCONT, wait while in the background).
extension ScreenHost {
    func startSignalSources() {
        // Signals nobody should be able to end the app with unawares, and SIGPIPE (a write to a
        // closed terminal reports an error instead).
        for ignored in [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE] { signal(ignored, SIG_IGN) }
        let handlers: [(Int32, @MainActor () -> Void)] = [
            (SIGINT, { self.finish(.interrupted) }),
            (SIGTERM, { self.finish(.terminated) }),
            (SIGHUP, { self.finish(.hangUp) }),
            // Handled, so the runtime's crash report is never drawn over the screen.
            (SIGQUIT, { self.finish(.quitSignal) }),
            (SIGWINCH, { self.frameWriter.invalidate(); self.render() }),
            (SIGTSTP, { self.suspend() }),
            (SIGCONT, { self.continueAfterStop() }),
            // Ignored as a signal, a background read fails with EIO, which the input handler
            // answers the same way: by waiting for the foreground.
            (SIGTTIN, { if !self.terminal.isForeground { self.waitForForeground() } }),
        ]
        for (number, action) in handlers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { action() } }
            sources.append(source)
        }
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
