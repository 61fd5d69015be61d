import RIBs
import Resources

/// The root RIB's routing, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {
    /// Shows the sign-in screen, detaching the logged-in area if it is attached.
    func routeToLoggedOut()
    /// Shows the logged-in area for `session`, detaching the sign-in screen; returns the area
    /// for deep links to act on.
    func routeToLoggedIn(session: PlayerSession) -> any LoggedInActionableItem
    /// Says on the sign-in screen where a link waiting for sign-in leads (nil: none waits).
    func showWaitingLink(_ description: String?)
}

/// The root screen, as its interactor sees it.
@MainActor
protocol RootPresentable: Presentable {
    /// Shows `message` in an alert over whatever is on screen.
    func showNotice(title: String, message: String, dismissTitle: String)
}

/// The root RIB's logic: starts signed in when the last run ended so, routes between the
/// sign-in screen and the logged-in area, runs deep links' workflows, and tells the user once
/// about saved data it could not read or write.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootActionableItem, DeepLinkHandler {
    weak var router: (any RootRouting)?
    private let store: AppStore
    /// The logged-in area while a member is signed in.
    private var loggedIn: (any LoggedInActionableItem)?
    /// Workflows waiting in ``waitForLogin()``, resumed when a member signs in.
    private var loginWaiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var nextWaiterID = 0
    /// The run of the last link's workflow, until it finishes.
    private var linkRun: Task<Void, Never>?
    /// What was said about the link channel and not shown yet.
    private var linkNotices: [String] = []
    /// Counts the links handled, so only the newest one's end clears the sign-in screen's notice.
    private var linkCount = 0
    /// How the last link's workflow ended, for tests and `MainCLI tree`.
    private(set) var lastLinkEnding: DeepLinkWorkflow.Ending?
    /// Told of each link, step and ending while an inspector watches (``DeepLinkObserving``).
    var linkObserver: (@MainActor (DeepLinkEvent) -> Void)?

    init(presenter: any RootPresentable, store: AppStore) {
        self.store = store
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // A problem found later (a file first read when a screen opens) is shown once the
        // routing that read it has finished, not in the middle of it.
        store.files.onProblem = { [weak self] in
            Task { @MainActor in self?.showStoreProblems() }
        }
        if let session = store.loadSession() {
            showLoggedIn(session: session)
        } else {
            router?.routeToLoggedOut()
        }
        showStoreProblems()
    }

    func didLogin(session: PlayerSession) {
        store.saveSession(session)
        showLoggedIn(session: session)
        showStoreProblems()
    }

    func didLogOut() {
        store.clearSession()
        loggedIn = nil
        router?.routeToLoggedOut()
        showStoreProblems()
    }

    func handle(_ link: DeepLink) -> DeepLinkOutcome {
        linkCount &+= 1
        let linkNumber = linkCount
        let observer = linkObserver
        var onStep: (@MainActor (String) -> Void)?
        if let observer { onStep = { observer(.step($0)) } }
        let workflow = DeepLinkWorkflow(
            link: link,
            onFinish: { [weak self] ending in
                observer?(.ended(ending.inspectorText))
                // Only the latest link's ending is kept, and only it may say that no link waits
                // any more (one replaced by a newer link is cancelled, which reports nothing).
                guard let self, linkCount == linkNumber else { return }
                lastLinkEnding = ending
                linkRun = nil
                router?.showWaitingLink(nil)
            }, onStep: onStep)
        // One link at a time: a new one replaces the one still waiting (or still opening).
        let replacesWaitingLink = linkRun != nil && loggedIn == nil
        linkRun?.cancel()
        lastLinkEnding = nil
        let run = workflow.subscribe(self)
        run.cancelOnDeactivate(interactor: self)
        linkRun = run
        router?.showWaitingLink(loggedIn == nil ? link.destinationName : nil)
        let outcome: DeepLinkOutcome = loggedIn == nil ? .waitingForLogin(link, replacedEarlierLink: replacesWaitingLink) : .opening(link)
        observer?(.received(link: link.route, outcome: outcome.description))
        return outcome
    }

    func waitForLogin() async throws -> (any LoggedInActionableItem, Void) {
        if let loggedIn { return (loggedIn, ()) }
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
                loginWaiters[id] = continuation
            }
        } onCancel: { [weak self] in
            Task { @MainActor in self?.loginWaiters.removeValue(forKey: id)?.resume(throwing: CancellationError()) }
        }
        // Signed in and out again before this task ran: the next sign-in is what it waits for,
        // but the workflow was resumed for this one, so it ends here as cancelled.
        guard let loggedIn else { throw CancellationError() }
        return (loggedIn, ())
    }

    private func showLoggedIn(session: PlayerSession) {
        loggedIn = router?.routeToLoggedIn(session: session)
        let waiters = loginWaiters
        loginWaiters = [:]
        for continuation in waiters.values { continuation.resume() }
    }

    func reportLinkChannelUnavailable(_ message: String) {
        linkNotices.append(message)
        // Reported before launch, it joins the first notice: a notice replaces the one on screen.
        if isActive { showStoreProblems() }
    }

    /// Shows what the store could not do since the last look, each problem once, with what
    /// was said about links meanwhile, in one notice.
    func showStoreProblems() {
        let problems = store.files.takeProblems()
        let notices = linkNotices
        linkNotices = []
        guard !problems.isEmpty || !notices.isEmpty else { return }
        presenter.showNotice(
            title: problems.isEmpty ? R.string.links.channelTitle() : R.string.store.noticeTitle(),
            message: (notices + problems.map(\.localizedMessage)).joined(separator: "\n"), dismissTitle: R.string.store.ok())
    }
}

extension StoreProblem {
    /// The problem in the user's language.
    var localizedMessage: String {
        switch self {
        case .unreadable(let file, let movedTo?): R.string.store.unreadable(file, movedTo)
        case .unreadable(let file, nil): R.string.store.unreadableNotMoved(file)
        case .newerVersion(let file, let version, let movedTo): R.string.store.newerVersion(file, version, movedTo ?? "-")
        case .notWritable(let directory, let reason): R.string.store.notWritable(directory, reason)
        case .tooLarge(let file, let limit, let movedTo): R.string.store.tooLarge(file, ByteCountText.format(limit), movedTo ?? "-")
        case .inUse(let directory): R.string.store.inUse(directory)
        }
    }
}
