import FeatureDomainTestSupport
import FeatureUserInterface
import Resources
import Testing

@testable import FeatureDomain

@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
    private func makeInteractor(numbers: [Int]) -> (HomeInteractor, HomePresentableMock, CircumstancesMock) {
        let presenter = HomePresentableMock()
        let source = CircumstancesMock(numbers)
        return (HomeInteractor(presenter: presenter, circumstances: source), presenter, source)
    }

    @Test("becomes its presenter's listener")
    func listensToPresenter() {
        let (interactor, presenter, _) = makeInteractor(numbers: [])
        #expect(presenter.listener === interactor)
    }

    @Test("viewDidLoad shows the welcome title with a drawn number")
    func viewDidLoad() {
        let (interactor, presenter, _) = makeInteractor(numbers: [2])
        R.withLanguage(.english) { interactor.request(action: .viewDidLoad) }
        #expect(presenter.states == [HomeViewState(title: "Welcome", message: "You drew 2.")])
    }

    @Test("tap1 and tap2 each show their title and a new number from 0 to 5")
    func taps() {
        let (interactor, presenter, source) = makeInteractor(numbers: [5, 0])
        R.withLanguage(.english) {
            interactor.request(action: .tap1)
            interactor.request(action: .tap2)
        }
        #expect(
            presenter.states == [
                HomeViewState(title: "Tap 1", message: "You drew 5."),
                HomeViewState(title: "Tap 2", message: "You drew 0."),
            ])
        #expect(source.requestedRanges == [0...5, 0...5])
    }

    @Test("states are in the user's language")
    func korean() {
        let (interactor, presenter, _) = makeInteractor(numbers: [3])
        R.withLanguage(.korean) { interactor.request(action: .tap2) }
        #expect(presenter.states == [HomeViewState(title: "탭 2", message: "뽑은 숫자는 3 입니다.")])
    }

    @Test("Escape tells the parent the screen closed and draws nothing")
    func back() {
        let (interactor, presenter, source) = makeInteractor(numbers: [])
        let listener = HomeListenerMock()
        interactor.listener = listener
        interactor.request(action: .back)
        #expect(listener.closeCount == 1)
        #expect(presenter.states.isEmpty)
        #expect(source.requestedRanges.isEmpty)
    }
}
