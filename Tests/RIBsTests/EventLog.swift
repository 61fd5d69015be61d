import RIBs

/// The lifecycle callbacks of several interactors, in the order they ran.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }

    func removeAll() {
        events.removeAll()
    }
}

/// An interactor that writes its callbacks to a shared log under its name, and can run a hook in
/// each, as a listener or a router would.
final class LoggingInteractor: Interactor {
    let name: String
    let log: EventLog
    var onDidBecomeActive: (() -> Void)?
    var onWillResignActive: (() -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func didBecomeActive() {
        log.append("\(name).didBecomeActive")
        onDidBecomeActive?()
    }

    override func willResignActive() {
        log.append("\(name).willResignActive")
        onWillResignActive?()
    }
}

/// A router over a ``LoggingInteractor``.
final class LoggingRouter: Router<LoggingInteractor> {
    convenience init(_ name: String, log: EventLog) {
        self.init(interactor: LoggingInteractor(name, log: log))
    }
}
