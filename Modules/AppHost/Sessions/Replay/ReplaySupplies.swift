import Synchronization

/// What the recording's `draw`, `today`, `http` and `clipboard` lines supplied, handed back in
/// recorded order, per kind, as the replayed app asks; and what it asked that the recording
/// does not have (a difference, reported with the step it happened in).
final class ReplaySupplies: Sendable {
    private struct Stock {
        var draws: [SessionDraw] = []
        var days: [String] = []
        var exchanges: [SessionExchange] = []
        var clipboard: [String] = []
        var problems: [String] = []
        /// What was handed out, for `--update`: the supplies as this replay used them.
        var used: [SessionEvent.Kind] = []
    }

    private let stock: Mutex<Stock>
    /// The day handed out once the recorded readings are used up: the last one, or the day recorded.
    private let fallbackDay: String

    init(recording: SessionRecording) {
        var stock = Stock()
        for event in recording.events {
            switch event.kind {
            case .draw(let draw): stock.draws.append(draw)
            case .today(let day): stock.days.append(day)
            case .http(let exchange): stock.exchanges.append(exchange)
            case .clipboard(let outcome): stock.clipboard.append(outcome)
            default: break
            }
        }
        fallbackDay = stock.days.last ?? String(recording.header.recorded.prefix(10))
        self.stock = Mutex(stock)
    }

    /// The next recorded draw for `purpose`; nil (and a problem) when there is none, or its range differs.
    func draw(_ purpose: String, in range: ClosedRange<Int>) -> Int? {
        stock.withLock { stock in
            guard let index = stock.draws.firstIndex(where: { $0.purpose == purpose }) else {
                stock.problems.append("the app drew a \(purpose) in \(range.lowerBound)...\(range.upperBound); the recording has no such draw left")
                return nil
            }
            let draw = stock.draws.remove(at: index)
            guard draw.low == range.lowerBound, draw.high == range.upperBound else {
                stock.problems.append(
                    "the app drew a \(purpose) in \(range.lowerBound)...\(range.upperBound); the recording drew it in \(draw.low)...\(draw.high)")
                return nil
            }
            stock.used.append(.draw(draw))
            return draw.value
        }
    }

    /// The next recorded reading of the day.
    func today() -> String {
        stock.withLock { stock in
            let day = stock.days.isEmpty ? fallbackDay : stock.days.removeFirst()
            stock.used.append(.today(day))
            return day
        }
    }

    /// The first unused exchange with the same method, URL and body; nil (and a problem) when none.
    func exchange(method: String, url: String, body: String?) -> SessionExchange? {
        stock.withLock { stock in
            guard let index = stock.exchanges.firstIndex(where: { $0.method == method && $0.url == url && $0.body == body }) else {
                stock.problems.append("the app sent \(method) \(SessionReadError.quoted(url)), which the recording never sent")
                return nil
            }
            let exchange = stock.exchanges.remove(at: index)
            stock.used.append(.http(exchange))
            return exchange
        }
    }

    /// The next recorded outcome of a copy; nil (and a problem) when none is left.
    func clipboardOutcome() -> String? {
        stock.withLock { stock in
            guard !stock.clipboard.isEmpty else {
                stock.problems.append("the app copied to the clipboard; the recording has no copy left")
                return nil
            }
            let outcome = stock.clipboard.removeFirst()
            stock.used.append(.clipboard(outcome: outcome))
            return outcome
        }
    }

    /// The problems since the last call.
    func takeProblems() -> [String] {
        stock.withLock { stock in
            defer { stock.problems = [] }
            return stock.problems
        }
    }

    /// The supplies handed out since the last call, in order.
    func takeUsed() -> [SessionEvent.Kind] {
        stock.withLock { stock in
            defer { stock.used = [] }
            return stock.used
        }
    }
}
