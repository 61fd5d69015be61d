import DesignSystem
import Resources

/// The CardApplication screen's controller.
public typealias CardApplicationViewController = ScreenViewController<CardApplicationView>

/// The CardApplication screen's model: the state on screen and the way out for its actions.
public typealias CardApplicationViewModel = ScreenModel<CardApplicationViewState, CardApplicationViewAction>

/// Draws the application form: the account types (those applied for marked), the chosen one
/// and the apply button; while applying, a loading sheet over it; once done, a completed sheet
/// with Finish and Go to main, or a failed sheet with Retry and Go to main.
@MainActor
public final class CardApplicationView: StateScreenView {
    private let viewModel: CardApplicationViewModel
    private(set) var sheetFocus = FocusRing([CardApplicationViewAction.finish, .moveToMain])
    private(set) var failureFocus = FocusRing([CardApplicationViewAction.retry, .moveToMain])

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: CardApplicationViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.card.title() }

    public var keyHints: [KeyHint] {
        switch viewModel.state.phase {
        case .form:
            [
                KeyHint(key: "↑↓", label: R.string.card.accountType()), KeyHint(key: "Enter", label: R.string.card.applyHint()),
                KeyHint(key: "Esc", label: R.string.card.moveToMain()),
            ]
        case .loading: []
        // Enter is named by the button it presses now.
        case .completed:
            [KeyHint(key: "←→", label: R.string.hint.move()), KeyHint(key: "Enter", label: Self.buttonTitle(sheetFocus.focused ?? .finish))]
        case .failed:
            [KeyHint(key: "←→", label: R.string.hint.move()), KeyHint(key: "Enter", label: Self.buttonTitle(failureFocus.focused ?? .retry))]
        }
    }

    public func body() -> any Widget {
        let state = viewModel.state
        let options = state.options ?? []
        let applied = options.filter(\.isApplied).map(\.name)
        // The button is docked: on a small terminal the list and the summary give up rows, the
        // way to apply does not.
        let form = Box(
            title: title,
            Docked(
                VStack(spacing: 1) {
                    BothSideLabel(
                        leading: R.string.card.accountType(), trailing: state.accountType,
                        leadingStyle: Style(foreground: .secondary), trailingStyle: Style(foreground: .accent, bold: true))
                    // A refusal replaces the explanation, so it shows even on a small terminal.
                    if state.phase == .form, let message = state.message {
                        Text(message, style: Style(foreground: .destructive, bold: true))
                    } else {
                        Text(state.text)
                    }
                    if state.options == nil {
                        Spinner(label: R.string.card.loadingTypes())
                    } else {
                        List(count: options.count, selectedIndex: options.firstIndex { $0.id == state.selectedID }) { index in
                            options[index].isApplied ? "\(options[index].name) ✓ \(R.string.card.appliedFor())" : options[index].name
                        }
                    }
                    Text(
                        applied.isEmpty ? R.string.card.noneApplied() : R.string.card.appliedList(applied.joined(separator: ", ")),
                        style: Style(foreground: .secondary))
                },
                bottom: Button(
                    R.string.card.apply(), isFocused: state.phase == .form, isEnabled: state.phase == .form && state.selectedID != nil,
                    click: [.enter])))
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
                Sheet(
                    VStack(spacing: 1) {
                        Text("✓ " + R.string.card.completed() + (state.reference.map { " (\($0))" } ?? ""), style: Style(foreground: .accent, bold: true))
                        HStack(spacing: 2) {
                            Button(R.string.card.finish(), isFocused: sheetFocus.focused == .finish, click: sheetFocus.keys(toFocus: .finish) + [.enter])
                            Button(
                                R.string.card.moveToMain(), isFocused: sheetFocus.focused == .moveToMain,
                                click: sheetFocus.keys(toFocus: .moveToMain) + [.enter])
                        }
                    })
            }
        case .failed:
            return ZStack {
                form
                Sheet(
                    VStack(spacing: 1) {
                        Text(R.string.card.failed(state.message ?? ""), style: Style(foreground: .destructive, bold: true))
                        HStack(spacing: 2) {
                            Button(R.string.card.retry(), isFocused: failureFocus.focused == .retry, click: failureFocus.keys(toFocus: .retry) + [.enter])
                            Button(
                                R.string.card.moveToMain(), isFocused: failureFocus.focused == .moveToMain,
                                click: failureFocus.keys(toFocus: .moveToMain) + [.enter])
                        }
                    })
            }
        }
    }

    public func handle(_ key: Key) -> Bool {
        let state = viewModel.state
        switch state.phase {
        case .form:
            let options = state.options ?? []
            let index = options.firstIndex { $0.id == state.selectedID }
            switch key {
            case .up, .down:
                guard !options.isEmpty else { return true }
                let next = index.map { min(max($0 + (key == .up ? -1 : 1), 0), options.count - 1) } ?? 0
                viewModel.request(action: .choose(accountTypeID: options[next].id))
            case .enter, .character(" "): viewModel.request(action: .applyCheckCard)
            case .escape: viewModel.request(action: .moveToMain)
            default: return false
            }
        case .loading:
            return key != .character("q")
        case .completed:
            return handleSheet(key, focus: &sheetFocus)
        case .failed:
            return handleSheet(key, focus: &failureFocus)
        }
        return true
    }

    /// The title of the sheet's button for `action`.
    private static func buttonTitle(_ action: CardApplicationViewAction) -> String {
        switch action {
        case .finish: R.string.card.finish()
        case .retry: R.string.card.retry()
        default: R.string.card.moveToMain()
        }
    }

    private func handleSheet(_ key: Key, focus: inout FocusRing<CardApplicationViewAction>) -> Bool {
        if focus.handle(key, arrows: true) { return true }
        guard key == .enter || key == .character(" "), let action = focus.focused else { return key != .character("q") }
        viewModel.request(action: action)
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
