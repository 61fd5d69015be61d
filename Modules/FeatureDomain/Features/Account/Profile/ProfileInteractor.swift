import FeatureUserInterface
import Network
import RIBs
import Resources

/// The Profile RIB's routing, as its interactor sees it.
@MainActor
public protocol ProfileRouting: ViewableRouting {}

/// The profile screen, as its interactor sees it.
@MainActor
public protocol ProfilePresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<ProfileViewAction>)? { get set }
    /// Shows `state`.
    func update(state: ProfileViewState)
}

/// The Profile interactor, as its screen sees it.
@MainActor
public protocol ProfilePresentableListener: ScreenActionListener<ProfileViewAction> {}

/// What Profile tells its parent.
@MainActor
public protocol ProfileListener: AnyObject {
    /// The user left the screen.
    func profileDidClose()
    /// The member logged out, or their account is gone.
    func profileDidEndSession()
}

/// The profile's logic: shows the signed-in member (refreshed from the backend), and asks
/// before logging out or deleting the account. The confirmation is part of the view state,
/// so it is drawn from state like everything else; cancelling changes nothing. A failed
/// deletion keeps everything and says why; a confirmed one is seen through even if the screen
/// is closed while it runs.
final class ProfileInteractor: PresentableInteractor<any ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    weak var router: (any ProfileRouting)?
    weak var listener: (any ProfileListener)?
    private let membersRepository: any MembersRepository
    private let store: AppStore
    private var member: Member
    private var state: ProfileViewState

    /// Whether this is another member's profile, which offers no logout or deletion.
    private let isReadOnly: Bool

    init(presenter: any ProfilePresentable, member: Member, membersRepository: any MembersRepository, store: AppStore, isReadOnly: Bool = false) {
        self.member = member
        self.isReadOnly = isReadOnly
        self.membersRepository = membersRepository
        self.store = store
        state = Self.state(of: member, isReadOnly: isReadOnly)
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// What the screen shows for `member`.
    static func state(of member: Member, isReadOnly: Bool = false) -> ProfileViewState {
        ProfileViewState(
            name: member.name, username: member.username, email: member.email, phone: member.phone,
            website: member.website, company: member.company, city: member.city,
            isReadOnly: isReadOnly ? true : nil)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // A member deleted in this app stays deleted here, whatever the server still has.
        if isReadOnly, store.deletedMemberIDs().contains(member.id) {
            state.errorMessage = R.string.profile.deleted(member.id)
            presenter.update(state: state)
            return
        }
        task { [weak self, membersRepository, member] in
            // The session holds the member as they were at sign-in; show what the backend
            // knows now, and keep the saved details if it cannot be asked. Another member's
            // profile has no saved details, so there the failure is said.
            let fresh: Member
            do throws(NetworkError) {
                fresh = try await membersRepository.member(id: member.id)
            } catch {
                guard let self, isReadOnly, !Task.isCancelled else { return }
                if case .httpStatus(404, _) = error {
                    state.errorMessage = R.string.profile.notFound(member.id)
                } else {
                    state.errorMessage = R.string.profile.loadFailed(error.localizedMessage)
                }
                presenter.update(state: state)
                return
            }
            guard let self else { return }
            self.member = fresh
            // Only the member's details change: a confirmation on screen, a deletion under
            // way and its error message stay as they are.
            var refreshed = Self.state(of: fresh, isReadOnly: isReadOnly)
            refreshed.pendingConfirmation = state.pendingConfirmation
            refreshed.isWorking = state.isWorking
            refreshed.errorMessage = state.errorMessage
            state = refreshed
            presenter.update(state: state)
        }
    }

    func request(action: ProfileViewAction) {
        guard !state.isWorking else { return }
        // Another member's profile: only leaving it is allowed, whatever the screen sends.
        if isReadOnly {
            if case .back = action { listener?.profileDidClose() }
            return
        }
        switch action {
        case .viewDidLoad:
            return
        case .request(let confirmation):
            state.pendingConfirmation = confirmation
            state.errorMessage = nil
        case .cancelConfirmation:
            state.pendingConfirmation = nil
        case .confirm(.logout):
            state.pendingConfirmation = nil
            listener?.profileDidEndSession()
            return
        case .confirm(.deleteAccount):
            state.pendingConfirmation = nil
            state.isWorking = true
            deleteAccount()
        case .back:
            listener?.profileDidClose()
            return
        }
        presenter.update(state: state)
    }

    /// Deletes the account, and sees it through whatever becomes of this screen: once the
    /// request is on its way the server may delete the account, so a link that closes Profile
    /// meanwhile must not cancel the request nor skip what follows it (recording the deletion,
    /// wiping the member's data, ending the session). Only a failure needs the screen, to say why.
    private func deleteAccount() {
        Task { @MainActor [weak self, weak listener, membersRepository, store, member] in
            let failure: NetworkError?
            do throws(NetworkError) {
                try await membersRepository.deleteMember(id: member.id)
                failure = nil
            } catch {
                failure = error
            }
            if let failure {
                // The account is as it was; a screen closed meanwhile has nothing left to say it on.
                guard let self else { return }
                state.isWorking = false
                state.errorMessage = R.string.profile.deleteFailed(failure.localizedMessage)
                presenter.update(state: state)
                return
            }
            store.recordDeletion(of: member)
            store.deleteData(memberID: member.id)
            self?.state.isWorking = false
            listener?.profileDidEndSession()
        }
    }
}
