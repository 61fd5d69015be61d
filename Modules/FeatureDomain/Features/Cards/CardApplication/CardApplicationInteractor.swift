import FeatureUserInterface
import RIBs
import Resources

/// The CardApplication RIB's routing, as its interactor sees it.
@MainActor
public protocol CardApplicationRouting: ViewableRouting {}

/// The card application screen, as its interactor sees it.
@MainActor
public protocol CardApplicationPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<CardApplicationViewAction>)? { get set }
    /// Shows `state`.
    func update(state: CardApplicationViewState)
}

/// The CardApplication interactor, as its screen sees it.
@MainActor
public protocol CardApplicationPresentableListener: ScreenActionListener<CardApplicationViewAction> {}

/// What CardApplication tells its parent.
@MainActor
public protocol CardApplicationListener: AnyObject {
    /// The user left the card application.
    func cardApplicationDidClose()
}

/// The card application's logic, the Clean Architecture way: the interactor holds the state,
/// the ``CardRepository`` does the work, the screen shows a loading sheet while it does, then
/// the result or a failure with retry. A card already applied for is refused before asking.
final class CardApplicationInteractor: PresentableInteractor<any CardApplicationPresentable>, CardApplicationInteractable,
    CardApplicationPresentableListener
{
    weak var router: (any CardApplicationRouting)?
    weak var listener: (any CardApplicationListener)?
    private let repository: any CardRepository
    private var accountTypes: [AccountType] = []
    private var applied: [CardApplication] = []
    private var state: CardApplicationViewState
    private var work: Task<Void, Never>?

    init(presenter: any CardApplicationPresentable, repository: any CardRepository, state: CardApplicationViewState) {
        self.repository = repository
        self.state = state
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: CardApplicationViewAction) {
        switch action {
        case .viewDidLoad: load()
        case .choose(let id): choose(id)
        case .applyCheckCard, .retry: apply()
        case .finish:
            state.phase = .form
            present()
        case .moveToMain:
            work?.cancel()
            listener?.cardApplicationDidClose()
        }
    }

    private func load() {
        work = task { [weak self, repository] in
            let result: Result<([AccountType], [CardApplication]), CardRepositoryError>
            do throws(CardRepositoryError) {
                result = .success((try await repository.fetch(), try await repository.applications()))
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let (types, applied)):
                accountTypes = types
                self.applied = applied
                state.options = []
                choose(state.selectedID ?? types.first { type in !applied.contains { $0.accountType.id == type.id } }?.id ?? types.first?.id)
            case .failure:
                state.options = []
                state.message = R.string.card.fetchFailed()
                present()
            }
        }
    }

    private func choose(_ id: String?) {
        state.selectedID = id
        state.accountType = accountTypes.first { $0.id == id }?.name ?? ""
        state.message = nil
        present()
    }

    private func apply() {
        guard state.phase != .loading, let type = accountTypes.first(where: { $0.id == state.selectedID }) else { return }
        if applied.contains(where: { $0.accountType.id == type.id }) {
            refuse(.duplicate(type))
            return
        }
        state.phase = .loading
        state.message = nil
        present()
        work = task { [weak self, repository] in
            let result: Result<CardApplication, CardRepositoryError>
            do throws(CardRepositoryError) { result = .success(try await repository.create(with: type)) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let application):
                applied.append(application)
                state.phase = .completed
                state.reference = application.reference
                present()
            case .failure(let error):
                refuse(error)
            }
        }
    }

    private func refuse(_ error: CardRepositoryError) {
        switch error {
        case .duplicate(let type):
            // A duplicate is the user's choice, not a failure: say so on the form, no retry.
            state.phase = .form
            state.message = R.string.card.duplicate(type.name)
        case .cancelled:
            state.phase = .form
        case .unavailable, .saveFailed:
            state.phase = .failed
            state.message = error == .unavailable ? R.string.card.fetchFailed() : R.string.card.saveFailed()
        }
        present()
    }

    private func present() {
        state.options = state.options.map { _ in
            accountTypes.map { type in
                .init(id: type.id, name: type.name, isApplied: applied.contains { $0.accountType.id == type.id })
            }
        }
        presenter.update(state: state)
    }
}
