import DesignSystem
import Resources

/// The CardApplication screen's controller.
public typealias CardApplicationViewController = ScreenViewController<CardApplicationView>

/// The CardApplication screen's model: the state on screen and the way out for its actions.
public typealias CardApplicationViewModel = ScreenModel<CardApplicationViewState, CardApplicationViewAction>

/// Draws the application form; while applying, a loading sheet over it; once done, a
/// completed sheet with Finish and Go to main.
@MainActor
public final class CardApplicationView: StateScreenView {
    private let viewModel: CardApplicationViewModel
    private(set) var sheetFocus = FocusRing([CardApplicationViewAction.finish, .moveToMain])

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: CardApplicationViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.card.title() }

    public var keyHints: [KeyHint] {
        switch viewModel.state.phase {
        case .form: [KeyHint(key: "Enter", label: R.string.card.apply()), KeyHint(key: "Esc", label: R.string.card.moveToMain())]
        case .loading: []
        case .completed: [KeyHint(key: "←→", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.press())]
        }
    }

    public func body() -> any Widget {
        let state = viewModel.state
        let form = Box(title: title, VStack(spacing: 1) {
            BothSideLabel(leading: R.string.card.accountType(), trailing: state.accountType,
                          leadingStyle: Style(foreground: .secondary), trailingStyle: Style(foreground: .accent, bold: true))
            Text(state.text)
            Button(R.string.card.apply(), isFocused: state.phase == .form, isEnabled: state.phase == .form)
        })
        switch state.phase {
        case .form:
            return form
        case .loading:
            return ZStack {
                form
                Sheet(Spinner(label: R.string.card.loading()))
            }
        case .completed:
            return ZStack {
                form
                Sheet(VStack(spacing: 1) {
                    Text("✓ " + R.string.card.completed(), style: Style(foreground: .accent, bold: true))
                    HStack(spacing: 2) {
                        Button(R.string.card.finish(), isFocused: sheetFocus.focused == .finish)
                        Button(R.string.card.moveToMain(), isFocused: sheetFocus.focused == .moveToMain)
                    }
                })
            }
        }
    }

    public func handle(_ key: Key) -> Bool {
        switch viewModel.state.phase {
        case .form:
            switch key {
            case .enter, .character(" "): viewModel.request(action: .applyCheckCard)
            case .escape: viewModel.request(action: .moveToMain)
            default: return false
            }
        case .loading:
            return key != .character("q")
        case .completed:
            if sheetFocus.handle(key, arrows: true) { return true }
            guard key == .enter || key == .character(" "), let action = sheetFocus.focused else { return key != .character("q") }
            viewModel.request(action: action)
        }
        return true
    }
}

/// A bottom sheet: a bordered panel over the lower part of the screen.
private struct Sheet: Widget {
    let content: any Widget

    init(_ content: any Widget) {
        self.content = content
    }

    func size(fitting proposal: Size) -> Size { proposal }

    func render(in area: Rect, buffer: inout CellBuffer) {
        let inner = content.size(fitting: Size(width: area.width - 4, height: area.height))
        let height = min(area.height, inner.height + 2)
        let sheet = Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
        buffer.fill(sheet)
        Box(border: .heavy, style: Style(foreground: .accent), content).render(in: sheet, buffer: &buffer)
    }
}
