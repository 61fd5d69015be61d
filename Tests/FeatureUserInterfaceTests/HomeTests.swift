import DesignSystem
import Resources
import Testing

@testable import FeatureUserInterface

/// Records what the Home screen asks for.
@MainActor
private final class HomeListenerMock: ScreenActionListener {
    private(set) var actions: [HomeViewAction] = []
    func request(action: HomeViewAction) { actions.append(action) }
}

@MainActor
@Suite("Home screen")
struct HomeTests {
    private let state = HomeViewState(title: "Tap 1", message: "You drew 4.")

    @Test("the view model forwards every action to its listener")
    func viewModelForwardsActions() {
        let listener = HomeListenerMock()
        let viewModel = HomeViewModel(state: state)
        viewModel.listener = listener
        for action in HomeViewAction.allCases { viewModel.request(action: action) }
        #expect(listener.actions == HomeViewAction.allCases)
    }

    @Test("the view model does not keep its listener alive")
    func listenerIsWeak() {
        let viewModel = HomeViewModel(state: state)
        do {
            let listener = HomeListenerMock()
            viewModel.listener = listener
        }
        #expect(viewModel.listener == nil)
    }

    @Test("keys 1 and 2 send tap1 and tap2")
    func numberKeys() {
        let (view, listener) = makeView()
        #expect(view.handle(.character("1")))
        #expect(view.handle(.character("2")))
        #expect(listener.actions == [.tap1, .tap2])
    }

    @Test("Escape sends back")
    func escape() {
        let (view, listener) = makeView()
        #expect(view.handle(.escape))
        #expect(listener.actions == [.back])
    }

    @Test("Tab moves the focus and Enter or Space presses the focused button")
    func focusAndPress() {
        let (view, listener) = makeView()
        #expect(view.handle(.enter))
        #expect(view.handle(.tab))
        #expect(view.focusedChoice == .tap2)
        #expect(view.handle(.character(" ")))
        #expect(view.handle(.backTab))
        #expect(view.focusedChoice == .tap1)
        #expect(listener.actions == [.tap1, .tap2])
    }

    @Test("keys the screen does not use are left to the host")
    func unusedKeys() {
        let (view, listener) = makeView()
        #expect(!view.handle(.character("q")))
        #expect(!view.handle(.character("x")))
        #expect(listener.actions.isEmpty)
    }

    @Test("the view controller hands states to the view model and reports viewDidLoad once")
    func viewController() {
        let listener = HomeListenerMock()
        let viewController = HomeViewController(initialState: state)
        viewController.listener = listener
        viewController.loadViewIfNeeded()
        viewController.loadViewIfNeeded()
        let next = HomeViewState(title: "Tap 2", message: "You drew 0.")
        viewController.update(state: next)
        #expect(viewController.viewModel.state == next)
        #expect(listener.actions == [.viewDidLoad])
    }

    @Test("the screen renders a state at 40x12 and at 80x24")
    func frames() {
        let viewController = HomeViewController(initialState: state)
        let narrow = R.withLanguage(.english) {
            ScreenLayout.frame(for: viewController, size: Size(width: 40, height: 12), globalHints: ScreenLayout.hostHints)
        }
        let wide = R.withLanguage(.english) {
            ScreenLayout.frame(for: viewController, size: Size(width: 80, height: 24), globalHints: ScreenLayout.hostHints)
        }
        #expect(
            narrow.plainTextLines == [
                "╭ Lucky number ────────────────────────╮",
                "│                                      │",
                "│ Tap 1                                │",
                "│                                      │",
                "│ You drew 4.                          │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│ > 1 Tap 1 <  [ 2 Tap 2 ]             │",
                "╰──────────────────────────────────────╯",
                " 1 Tap 1  2 Tap 2  Esc Back  q Quit",
            ])
        #expect(wide.plainTextLines.first == "╭ Lucky number " + String(repeating: "─", count: 64) + "╮")
        #expect(wide.plainTextLines[21] == "│ > 1 Tap 1 <  [ 2 Tap 2 ]" + String(repeating: " ", count: 53) + "│")
        #expect(wide.plainTextLines.last == " 1 Tap 1  2 Tap 2  Tab Next  Enter Tap 1  Esc Back  q Quit")
    }

    @Test("the screen renders Korean at 40x12, lined up with its border")
    func koreanFrame() {
        let frame = R.withLanguage(.korean) {
            let viewController = HomeViewController(initialState: HomeViewState(title: "탭 2", message: "뽑은 숫자는 3 입니다. 다시 뽑으려면 1 또는 2를 누르세요."))
            return ScreenLayout.frame(for: viewController, size: Size(width: 40, height: 12), globalHints: ScreenLayout.hostHints)
        }
        #expect(
            frame.plainTextLines == [
                "╭ 행운의 숫자 ─────────────────────────╮",
                "│                                      │",
                "│ 탭 2                                 │",
                "│                                      │",
                "│ 뽑은 숫자는 3 입니다. 다시 뽑으려면  │",
                "│ 1 또는 2를 누르세요.                 │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│ > 1 탭 1 <  [ 2 탭 2 ]               │",
                "╰──────────────────────────────────────╯",
                " 1 탭 1  2 탭 2  Esc 뒤로  q 종료",
            ])
    }

    private func makeView() -> (HomeView, HomeListenerMock) {
        let listener = HomeListenerMock()
        let viewModel = HomeViewModel(state: state)
        viewModel.listener = listener
        return (HomeView(viewModel: viewModel), listener)
    }
}
