import RIBs
import Resources

/// The root RIB's routing, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {
    /// Shows the sign-in screen, detaching the logged-in area if it is attached.
    func routeToLoggedOut()
    /// Shows the logged-in area for `session`, detaching the sign-in screen.
    func routeToLoggedIn(session: PlayerSession)
}

/// The root screen, as its interactor sees it.
@MainActor
protocol RootPresentable: Presentable {
    /// Shows `message` in an alert over whatever is on screen.
    func showNotice(title: String, message: String, dismissTitle: String)
}

/// The root RIB's logic: starts signed in when the last run ended so, routes between the
/// sign-in screen and the logged-in area, and tells the user once about saved data it could
/// not read or write.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable {
    weak var router: (any RootRouting)?
    private let store: AppStore

    init(presenter: any RootPresentable, store: AppStore) {
        self.store = store
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        if let session = store.loadSession() {
            router?.routeToLoggedIn(session: session)
        } else {
            router?.routeToLoggedOut()
        }
        showStoreProblems()
    }

    func didLogin(session: PlayerSession) {
        store.saveSession(session)
        router?.routeToLoggedIn(session: session)
        showStoreProblems()
    }

    func didLogOut() {
        store.clearSession()
        router?.routeToLoggedOut()
        showStoreProblems()
    }

    /// Shows what the store could not do since the last look, each problem once.
    func showStoreProblems() {
        let problems = store.files.takeProblems()
        guard !problems.isEmpty else { return }
        presenter.showNotice(
            title: R.string.store.noticeTitle(), message: problems.map(\.localizedMessage).joined(separator: "\n"),
            dismissTitle: R.string.store.ok())
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
        }
    }
}
