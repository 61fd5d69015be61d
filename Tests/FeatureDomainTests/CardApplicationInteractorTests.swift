import FeatureDomainTestSupport
import FeatureUserInterface
import Resources
import Testing

@testable import FeatureDomain

/// A bank whose answers the test sets, and which can hold an application until released.
@MainActor
final class CardRepositoryMock: CardRepository {
    var types: [AccountType]
    var applied: [CardApplication]
    var fetchError: CardRepositoryError?
    /// Answers for the next `create` calls, in order; once used up, each call succeeds.
    var createFailures: [CardRepositoryError] = []
    /// While true, `create` waits for ``release()``.
    var holdsCreate = false
    private(set) var createdTypeIDs: [String] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private var isReleased = false

    init(types: [AccountType] = CardRepositoryMock.sampleTypes, applied: [CardApplication] = []) {
        self.types = types
        self.applied = applied
    }

    static let sampleTypes = [
        AccountType(id: "checking", names: ["en": "Checking account", "ko": "입출금 계좌"]),
        AccountType(id: "savings", names: ["en": "Savings account", "ko": "저축 계좌"]),
    ]

    func fetch() async throws(CardRepositoryError) -> [AccountType] {
        if let fetchError { throw fetchError }
        return types
    }

    func applications() async throws(CardRepositoryError) -> [CardApplication] { applied }

    func create(with accountType: AccountType) async throws(CardRepositoryError) -> CardApplication {
        createdTypeIDs.append(accountType.id)
        if holdsCreate && !isReleased { await withCheckedContinuation { held.append($0) } }
        if !createFailures.isEmpty { throw createFailures.removeFirst() }
        let application = CardApplication(accountType: accountType, reference: "CC-\(createdTypeIDs.count)")
        applied.append(application)
        return application
    }

    /// Lets every held `create` go on, and those to come.
    func release() {
        isReleased = true
        let waiting = held
        held = []
        for continuation in waiting { continuation.resume() }
    }
}

@MainActor
private final class CardApplicationListenerMock: CardApplicationListener {
    private(set) var closeCount = 0
    func cardApplicationDidClose() { closeCount += 1 }
}

@MainActor
@Suite("Card application interactor", .timeLimit(.minutes(1)))
struct CardApplicationInteractorTests {
    typealias Presenter = PresentableMock<CardApplicationViewState, CardApplicationViewAction>

    private func makeInteractor(_ repository: CardRepositoryMock) -> (CardApplicationInteractor, Presenter, CardApplicationListenerMock) {
        let presenter = Presenter()
        let listener = CardApplicationListenerMock()
        let interactor = CardApplicationInteractor(
            presenter: presenter, repository: repository, state: CardApplicationViewState(accountType: "", text: "A check card."))
        interactor.listener = listener
        interactor.activate()
        return (interactor, presenter, listener)
    }

    private func loaded(_ repository: CardRepositoryMock) async -> (CardApplicationInteractor, Presenter, CardApplicationListenerMock) {
        let made = makeInteractor(repository)
        made.0.request(action: .viewDidLoad)
        _ = await eventually { made.1.states.last?.options?.isEmpty == false }
        return made
    }

    @Test("on load, the account types are offered, those applied for marked, the first one still open chosen")
    func load() async {
        await R.withLanguage(.english) {
            let repository = CardRepositoryMock(applied: [CardApplication(accountType: CardRepositoryMock.sampleTypes[0], reference: "CC-0")])
            let (_, presenter, _) = await loaded(repository)
            let state = presenter.states.last
            #expect(
                state?.options == [
                    .init(id: "checking", name: "Checking account", isApplied: true),
                    .init(id: "savings", name: "Savings account", isApplied: false),
                ])
            #expect(state?.selectedID == "savings")
            #expect(state?.accountType == "Savings account")
            #expect(state?.phase == .form)
        }
    }

    @Test("types that cannot be loaded leave an empty list and say so")
    func loadFails() async {
        await R.withLanguage(.english) {
            let repository = CardRepositoryMock()
            repository.fetchError = .unavailable
            let (interactor, presenter, _) = makeInteractor(repository)
            interactor.request(action: .viewDidLoad)
            #expect(await eventually { presenter.states.last?.message != nil })
            #expect(presenter.states.last?.options == [])
            #expect(presenter.states.last?.message == "The account types could not be loaded.")
        }
    }

    @Test("applying shows the loading sheet, then the completed sheet with the reference; Finish returns to the form")
    func apply() async {
        await R.withLanguage(.english) {
            let repository = CardRepositoryMock()
            repository.holdsCreate = true
            let (interactor, presenter, _) = await loaded(repository)
            interactor.request(action: .choose(accountTypeID: "savings"))
            interactor.request(action: .applyCheckCard)
            #expect(presenter.states.last?.phase == .loading)
            // A second Enter while the bank works sends nothing more.
            interactor.request(action: .applyCheckCard)
            repository.release()
            #expect(await eventually { presenter.states.last?.phase == .completed })
            #expect(repository.createdTypeIDs == ["savings"])
            #expect(presenter.states.last?.reference == "CC-1")
            #expect(presenter.states.last?.options?.first { $0.id == "savings" }?.isApplied == true)
            interactor.request(action: .finish)
            #expect(presenter.states.last?.phase == .form)
        }
    }

    @Test("a type applied for already is refused on the form, without asking the bank")
    func duplicate() async {
        await R.withLanguage(.english) {
            let repository = CardRepositoryMock(applied: [CardApplication(accountType: CardRepositoryMock.sampleTypes[0], reference: "CC-0")])
            let (interactor, presenter, _) = await loaded(repository)
            interactor.request(action: .choose(accountTypeID: "checking"))
            interactor.request(action: .applyCheckCard)
            #expect(repository.createdTypeIDs.isEmpty)
            #expect(presenter.states.last?.phase == .form)
            #expect(presenter.states.last?.message == "You have already applied for a card on the Checking account.")
            // Choosing another type clears the refusal.
            interactor.request(action: .choose(accountTypeID: "savings"))
            #expect(presenter.states.last?.message == nil)
        }
    }

    @Test("a failed application shows the failure sheet; Retry applies again and can succeed")
    func failureThenRetry() async {
        await R.withLanguage(.english) {
            let repository = CardRepositoryMock()
            repository.createFailures = [.saveFailed]
            let (interactor, presenter, _) = await loaded(repository)
            interactor.request(action: .applyCheckCard)
            #expect(await eventually { presenter.states.last?.phase == .failed })
            #expect(presenter.states.last?.message == "it could not be saved")
            interactor.request(action: .retry)
            #expect(await eventually { presenter.states.last?.phase == .completed })
            #expect(repository.createdTypeIDs == ["checking", "checking"])
        }
    }

    @Test("Go to main while the bank works tells the parent at once, and the late answer changes nothing")
    func leaveWhileLoading() async {
        let repository = CardRepositoryMock()
        repository.holdsCreate = true
        let (interactor, presenter, listener) = await loaded(repository)
        interactor.request(action: .applyCheckCard)
        let shown = presenter.states.count
        interactor.request(action: .moveToMain)
        #expect(listener.closeCount == 1)
        repository.release()
        for _ in 0..<20 { await Task.yield() }
        #expect(presenter.states.count == shown)
    }
}
