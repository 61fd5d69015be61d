import Dispatch

/// Turning the kitty keyboard protocol on (see ``KittyKeyboard``): asked after the first frame,
/// never waited for, and given up when the terminal does not answer within
/// ``kittyKeyboardQueryTimeout``.
extension ScreenHost {
    /// How long a run waits for the terminal's answers about the kitty keyboard; an answer that
    /// comes later is swallowed by the key decoder and changes nothing. Every terminal answers
    /// DA1 within a round trip, and no frame waits for it.
    public static let kittyKeyboardQueryTimeout: DispatchTimeInterval = .seconds(2)

    /// Whether a run asks the terminal for the kitty keyboard protocol and turns it on where the
    /// terminal has it (Esc then acts at once, Tab and Ctrl-I are told apart); set before ``run()``,
    /// from ``KittyKeyboard/isWanted(environment:)``. Off by default.
    public var usesKittyKeyboard: Bool {
        get { wantsKittyKeyboard }
        set { wantsKittyKeyboard = newValue }
    }

    /// Whether the terminal took the kitty keyboard flags in this run.
    public var isKittyKeyboardOn: Bool {
        kittyKeyboard.phase == .on
    }

    /// Sends the query after the first frame, when the app wants the protocol.
    func askForKittyKeyboard() {
        kittyKeyboard.reset()
        guard wantsKittyKeyboard else { return }
        kittyKeyboard.asked()
        terminal.awaitsReplies = true
        terminal.write(bytes: KittyKeyboard.query)
        scheduleKittyKeyboardTimeout()
    }

    private func scheduleKittyKeyboardTimeout() {
        let thisRun = runNumber
        let query = kittyKeyboard.queriesSent
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.kittyKeyboardQueryTimeout) {
            MainActor.assumeIsolated {
                // Only the wait it was set for: a later query has a timer of its own.
                guard self.runNumber == thisRun, self.isRunning, self.kittyKeyboard.queriesSent == query else { return }
                self.act(on: self.kittyKeyboard.timedOut())
            }
        }
    }

    /// Takes the terminal's answers, in the order they came.
    func terminalReplied(_ replies: [TerminalReply]) {
        for reply in replies { act(on: kittyKeyboard.take(reply)) }
    }

    private func act(on step: KittyKeyboardNegotiation.Step) {
        switch step {
        case .wait:
            return
        case .pushAndConfirm:
            terminal.pushKeyboardFlags()
            terminal.write(bytes: KittyKeyboard.query)
            scheduleKittyKeyboardTimeout()
            return
        case .pop:
            terminal.popKeyboardFlags()
        case .turnedOn, .giveUp:
            break
        }
        terminal.awaitsReplies = kittyKeyboard.isAwaitingAnswer
    }
}
