import DesignSystem
import Resources

/// The Home screen's controller.
public typealias HomeViewController = ScreenViewController<HomeView>

/// The Home screen's model: the state on screen and the way out for its actions.
public typealias HomeViewModel = ScreenModel<HomeViewState, HomeViewAction>

/// Draws the Home screen and turns keys into ``HomeViewAction``s.
///
/// Keys `1` and `2` press the two buttons directly; Tab and the arrow keys move the focus
/// between them and Enter or Space presses the focused one.
@MainActor
public final class HomeView: StateScreenView {
    /// The two buttons, in focus order.
    enum Choice: CaseIterable {
        case tap1, tap2

        var action: HomeViewAction { self == .tap1 ? .tap1 : .tap2 }
        var title: String { self == .tap1 ? R.string.home.buttonTap1() : R.string.home.buttonTap2() }
    }

    private let viewModel: HomeViewModel
    private var focus = FocusRing(Choice.allCases)

    /// The button that Enter presses.
    var focusedChoice: Choice { focus.focused ?? .tap1 }

    /// Creates a view over `viewModel`.
    public init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
    }

    /// The title of the screen.
    public var title: String { R.string.home.screenTitle() }

    /// The widgets for the current state.
    public func body() -> any Widget {
        let state = viewModel.state
        return Box(
            title: title,
            Padding(
                top: 1,
                VStack(spacing: 1) {
                    Text(state.title, style: Style(foreground: .accent, bold: true))
                    Text(state.message)
                    Spacer()
                    HStack(spacing: 2) {
                        for choice in Choice.allCases {
                            Button(
                                "\(choice == .tap1 ? 1 : 2) \(choice.title)", isFocused: choice == focusedChoice,
                                click: [.character(choice == .tap1 ? "1" : "2")])
                        }
                    }
                }))
    }

    /// The keys this screen reacts to.
    public var keyHints: [KeyHint] {
        [
            KeyHint(key: "1", label: Choice.tap1.title),
            KeyHint(key: "2", label: Choice.tap2.title),
            KeyHint(key: "Tab", label: R.string.hint.nextFocus()),
            // Enter is named by what it does now: the focused button.
            KeyHint(key: "Enter", label: focusedChoice.title),
            KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
    }

    /// Handles a key; returns whether it was used.
    public func handle(_ key: Key) -> Bool {
        if focus.handle(key, arrows: true) { return true }
        switch key {
        case .character("1"):
            focus.focus(.tap1)
            viewModel.request(action: .tap1)
        case .character("2"):
            focus.focus(.tap2)
            viewModel.request(action: .tap2)
        case .enter, .character(" "):
            viewModel.request(action: focusedChoice.action)
        case .escape:
            viewModel.request(action: .back)
        default:
            return false
        }
        return true
    }
}
