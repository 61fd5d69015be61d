/// Where the screen host is in turning the kitty keyboard protocol on, and what each answer of
/// the terminal makes it do. Asked (``KittyKeyboard/query``): flags before DA1 mean the terminal
/// has the protocol, so the flags are pushed and asked again; DA1 alone means it has not, and
/// nothing changes. Pushed: the protocol is on only once the terminal says flag 1 is set.
struct KittyKeyboardNegotiation: Sendable, Equatable {
    enum Phase: Sendable, Equatable {
        /// Nothing asked in this run.
        case idle
        /// The query went out; `sawFlags` once the flags came before DA1.
        case asking(sawFlags: Bool)
        /// The flags were pushed and asked again; `flags` once they came.
        case confirming(flags: Int?)
        /// The terminal took the flags: keys come in its encoding.
        case on
        /// The terminal lacks the protocol, refused the flags, or did not answer in time.
        case off
    }

    /// What the host does after an answer.
    enum Step: Sendable, Equatable {
        /// Nothing (yet).
        case wait
        /// Push the flags and ask again.
        case pushAndConfirm
        /// The flags are on.
        case turnedOn
        /// Pop the flags pushed: the terminal did not take them.
        case pop
        /// The terminal lacks the protocol: nothing to undo.
        case giveUp
    }

    private(set) var phase = Phase.idle
    /// Counts the queries sent, so that a timer set for one wait cannot end the next.
    private(set) var queriesSent = 0

    /// The query is going out.
    mutating func asked() {
        phase = .asking(sawFlags: false)
        queriesSent += 1
    }

    /// Whether an answer may still come (leaving must then drain the input).
    var isAwaitingAnswer: Bool {
        switch phase {
        case .asking, .confirming: true
        default: false
        }
    }

    /// Takes one answer of the terminal; an answer that comes when none is awaited (a late one,
    /// after the wait ended) changes nothing.
    mutating func take(_ reply: TerminalReply) -> Step {
        switch (phase, reply) {
        case (.asking, .keyboardFlags):
            phase = .asking(sawFlags: true)
            return .wait
        case (.asking(let sawFlags), .primaryDeviceAttributes):
            guard sawFlags else {
                phase = .off
                return .giveUp
            }
            phase = .confirming(flags: nil)
            queriesSent += 1
            return .pushAndConfirm
        case (.confirming, .keyboardFlags(let flags)):
            phase = .confirming(flags: flags)
            return .wait
        case (.confirming(let flags), .primaryDeviceAttributes):
            let took = (flags ?? 0) & KittyKeyboard.disambiguate != 0
            phase = took ? .on : .off
            return took ? .turnedOn : .pop
        default:
            return .wait
        }
    }

    /// The wait for an answer ended with none: what to undo.
    mutating func timedOut() -> Step {
        switch phase {
        case .asking:
            phase = .off
            return .giveUp
        case .confirming:
            phase = .off
            return .pop
        default:
            return .wait
        }
    }

    /// The run ended: the next one asks again.
    mutating func reset() {
        phase = .idle
    }
}
