import FeatureUserInterface
import RIBs
import Resources

/// The Home RIB's routing, as its interactor sees it.
@MainActor
public protocol HomeRouting: ViewableRouting {}

/// The Home screen, as its interactor sees it.
@MainActor
public protocol HomePresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<HomeViewAction>)? { get set }
    /// Shows `state`.
    func update(state: HomeViewState)
}

/// The Home interactor, as its screen sees it: the one who handles the screen's actions.
@MainActor
public protocol HomePresentableListener: ScreenActionListener<HomeViewAction> {}

/// What Home tells its parent.
@MainActor
public protocol HomeListener: AnyObject {
    /// The user left the screen.
    func homeDidClose()
}

/// The Home RIB's business logic ("Lucky number"): each button draws a number from 0 to 5
/// and shows it; Escape leaves.
final class HomeInteractor: PresentableInteractor<any HomePresentable>, HomeInteractable, HomePresentableListener {
    /// The range numbers are drawn from.
    static let numberRange = 0...5

    weak var router: (any HomeRouting)?
    weak var listener: (any HomeListener)?
    private let circumstances: any Circumstances

    /// The state shown before the screen has loaded.
    static func initialState() -> HomeViewState {
        HomeViewState(title: R.string.home.welcomeTitle(), message: R.string.home.welcomeDesc())
    }

    init(presenter: any HomePresentable, circumstances: any Circumstances) {
        self.circumstances = circumstances
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: HomeViewAction) {
        let title: String
        switch action {
        case .back:
            listener?.homeDidClose()
            return
        case .viewDidLoad: title = R.string.home.welcomeTitle()
        case .tap1: title = R.string.home.tap1Title()
        case .tap2: title = R.string.home.tap2Title()
        }
        let number = circumstances.draw(.luckyNumber, in: Self.numberRange)
        presenter.update(state: HomeViewState(title: title, message: R.string.home.drawnDesc(number)))
    }
}
