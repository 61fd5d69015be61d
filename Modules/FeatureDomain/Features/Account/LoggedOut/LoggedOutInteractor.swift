import FeatureUserInterface
import Network
import RIBs
import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The LoggedOut RIB's routing, as its interactor sees it.
@MainActor
public protocol LoggedOutRouting: ViewableRouting {
    /// Says on the screen where a link waiting for sign-in leads (nil: no link waits).
    func showWaitingLink(_ description: String?)
}

/// The sign-in screen, as its interactor sees it.
@MainActor
public protocol LoggedOutPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<LoggedOutViewAction>)? { get set }
    /// Shows `state`.
    func update(state: LoggedOutViewState)
}

/// The LoggedOut interactor, as its screen sees it.
@MainActor
public protocol LoggedOutPresentableListener: ScreenActionListener<LoggedOutViewAction> {}

/// What LoggedOut tells its parent.
@MainActor
public protocol LoggedOutListener: AnyObject {
    /// Both players are known: player 1 as a member, player 2 as a guest.
    func didLogin(session: PlayerSession)
}

/// Signs the two players in: player 1's name must be a member's username or full name (any
/// case); an empty player 2 plays as "Player 2". A name longer than ``maximumNameLength`` is
/// refused (it would fill every heading it is shown in). A refusal is shown on the screen and
/// nothing else happens.
final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {
    weak var router: (any LoggedOutRouting)?
    weak var listener: (any LoggedOutListener)?
    /// The most characters a player's name may have.
    static let maximumNameLength = 40
    /// The most UTF-8 bytes a name may have, whatever its characters hold (a letter can carry
    /// any number of marks), so the session and scores files always hold it.
    static let maximumNameBytes = Member.maximumFieldLength
    private let membersRepository: any MembersRepository
    private let store: AppStore
    private var signIn: Task<Void, Never>?
    /// The state on screen, so a waiting link can be shown without losing what is typed.
    private var shown = LoggedOutViewState()
    /// Where a link waiting for sign-in leads, shown above the fields.
    var waitingLink: String? {
        didSet { show(shown) }
    }

    init(presenter: any LoggedOutPresentable, membersRepository: any MembersRepository, store: AppStore) {
        self.membersRepository = membersRepository
        self.store = store
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: LoggedOutViewAction) {
        switch action {
        case .viewDidLoad:
            break
        case .login(let player1Name, let player2Name):
            login(player1Name: player1Name.trimmingWhitespace, player2Name: player2Name.trimmingWhitespace)
        }
    }

    private func login(player1Name: String, player2Name: String) {
        guard !player1Name.isEmpty else {
            present(player1Name, player2Name, message: R.string.login.errorPlayer1Empty())
            return
        }
        guard [player1Name, player2Name].allSatisfy({ $0.count <= Self.maximumNameLength && $0.utf8.count <= Self.maximumNameBytes }) else {
            present(player1Name, player2Name, message: R.string.login.errorNameTooLong(Self.maximumNameLength))
            return
        }
        // A deleted account stays deleted in this app, whatever the server still knows.
        if let deleted = store.deletedMember(named: player1Name) {
            present(player1Name, player2Name, message: R.string.login.errorDeletedMember(deleted.username))
            return
        }
        signIn?.cancel()
        show(LoggedOutViewState(player1Name: player1Name, player2Name: player2Name, isSigningIn: true))
        signIn = task { [weak self, membersRepository] in
            let result: Result<[Member], NetworkError>
            do throws(NetworkError) { result = .success(try await membersRepository.members()) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .failure(let error):
                present(player1Name, player2Name, message: R.string.login.errorMembersUnavailable(error.localizedMessage))
            case .success(let members):
                guard let member = members.first(where: { $0.isNamed(player1Name) }) else {
                    let examples = members.prefix(3).map(\.username).joined(separator: ", ")
                    present(player1Name, player2Name, message: R.string.login.errorUnknownMember(player1Name, examples))
                    return
                }
                let guestName = player2Name.isEmpty ? R.string.login.defaultPlayer2() : player2Name
                show(LoggedOutViewState(player1Name: player1Name, player2Name: player2Name))
                listener?.didLogin(session: PlayerSession(member: member, player2Name: guestName))
            }
        }
    }

    private func present(_ player1Name: String, _ player2Name: String, message: String) {
        show(LoggedOutViewState(player1Name: player1Name, player2Name: player2Name, validationMessage: message))
    }

    private func show(_ state: LoggedOutViewState) {
        var state = state
        state.waitingLink = waitingLink
        shown = state
        presenter.update(state: state)
    }
}
