/// A preview listener that only records actions, for screens whose actions lead elsewhere
/// (navigation) rather than to a new state of the same screen.
@MainActor
final class LoggingListener<Action: Sendable> {
    private let actionLog: ActionLog

    init(actionLog: ActionLog) {
        self.actionLog = actionLog
    }

    func request(action: Action) {
        actionLog.record(action)
    }
}
