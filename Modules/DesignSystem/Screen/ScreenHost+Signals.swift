import Dispatch
import SystemCalls

/// The host's answers to signals: the ones that end the run, resizes, and job control
/// (suspend on SIGTSTP, come back on SIGCONT, wait while in the background).
extension ScreenHost {
    /// Installs the host's signal handling; the returned relay stops it.
    func startSignalRelay() -> SignalRelay {
        let handled = [
            ProcessSignals.interrupt, ProcessSignals.terminate, ProcessSignals.hangUp, ProcessSignals.quit,
            ProcessSignals.windowChanged, ProcessSignals.terminalStop, ProcessSignals.continued,
        ]
        let relay = SignalRelay(signals: handled, ignoring: ProcessSignals.ignoredWhileRunning) { number in
            switch number {
            case ProcessSignals.interrupt: self.finish(.interrupted)
            case ProcessSignals.terminate: self.finish(.terminated)
            case ProcessSignals.hangUp: self.finish(.hangUp)
            // Handled, so the runtime's crash report is never drawn over the screen.
            case ProcessSignals.quit: self.finish(.quitSignal)
            case ProcessSignals.windowChanged:
                // A replay that set the size keeps it; the terminal's own change is not the session's.
                if let inputObserver = self.inputObserver { inputObserver(.resize(self.terminal.size)) }
                self.frameWriter.invalidate()
                self.render()
            case ProcessSignals.terminalStop: self.suspend()
            case ProcessSignals.continued: self.continueAfterStop()
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
        if !isSuspended, let inputObserver {
            isSuspendObserved = true
            inputObserver(.suspend)
        }
        isSuspended = true
        // SIGSTOP, unlike SIGTSTP, cannot be caught, so the process really stops here.
        ProcessSignals.stopSelf()
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
        // Only the end of a suspend the observer was told of: a stray SIGCONT, or the wait of a
        // read from the background, is none.
        if isSuspendObserved {
            isSuspendObserved = false
            inputObserver?(.resume)
        }
        // Whoever typed `fg` is at this window; a focus report corrects it otherwise.
        isWindowFocused = true
        frameWriter.invalidate()
        render()
    }

    /// In the background the app may not read or draw: it stops until it is in the foreground
    /// again (as SIGTTIN would stop it), instead of taking the failed read for end of input.
    func waitForForeground() {
        guard isRunning else { return }
        isSuspended = true
        ProcessSignals.stopSelf()
    }
}
