import DesignSystem
import Resources

/// The Promotion screen's controller.
public typealias PromotionViewController = ScreenViewController<PromotionView>

/// The Promotion screen's model: the state on screen and the way out for its actions.
public typealias PromotionViewModel = ScreenModel<PromotionViewState, PromotionViewAction>

/// Draws the code from the link with Apply and Dismiss, then the outcome.
@MainActor
public final class PromotionView: StateScreenView {
    private let viewModel: PromotionViewModel
    private(set) var focus = FocusRing([PromotionViewAction.apply, .dismiss])
    /// The code being typed, when the state is editable.
    private(set) var field: TextFieldState

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: PromotionViewModel) {
        self.viewModel = viewModel
        field = TextFieldState(text: viewModel.state.code)
    }

    private var isEditable: Bool { viewModel.state.isEditable == true }

    public var title: String { R.string.promo.title() }

    public var isEditingText: Bool { isEditable && viewModel.state.status != .applying && !isApplied }

    public var keyHints: [KeyHint] {
        if isEditingText {
            return [KeyHint(key: "Enter", label: R.string.promo.apply()), KeyHint(key: "Esc", label: R.string.promo.dismiss())]
        }
        return switch viewModel.state.status {
        case .pending:
            [
                KeyHint(key: "Tab", label: R.string.hint.nextFocus()),
                KeyHint(key: "Enter", label: focus.focused == .dismiss ? R.string.promo.dismiss() : R.string.promo.apply()),
                KeyHint(key: "Esc", label: R.string.promo.dismiss()),
            ]
        case .applying: []
        case .applied, .invalid: [KeyHint(key: "Enter", label: R.string.promo.dismiss())]
        }
    }

    public func body() -> any Widget {
        let state = viewModel.state
        return Box(
            title: title,
            VStack(spacing: 1) {
                if isEditable {
                    Text(R.string.promo.enter(), style: Style(foreground: .secondary))
                    TextField(state: field, placeholder: "WELCOME10", isFocused: !isApplied)
                } else {
                    Text(R.string.promo.fromLink(), style: Style(foreground: .secondary))
                    Text(R.string.promo.code(state.code), style: Style(foreground: .accent, bold: true))
                }
                switch state.status {
                case .pending:
                    if !isEditable {
                        HStack(spacing: 2) {
                            Button(R.string.promo.apply(), isFocused: focus.focused == .apply, click: focus.keys(toFocus: .apply) + [.enter])
                            Button(R.string.promo.dismiss(), isFocused: focus.focused == .dismiss, click: focus.keys(toFocus: .dismiss) + [.enter])
                        }
                    }
                case .applying:
                    Spinner(label: R.string.promo.applying())
                case .applied(let benefit):
                    Text("✓ " + R.string.promo.applied(benefit), style: Style(foreground: .accent, bold: true))
                case .invalid(let reason):
                    Text(R.string.promo.invalid(reason), style: Style(foreground: .destructive, bold: true))
                }
            })
    }

    private var isApplied: Bool {
        if case .applied = viewModel.state.status { true } else { false }
    }

    public func handle(_ key: Key) -> Bool {
        // Typing a code: Enter submits it (again after a refusal), Esc leaves.
        if isEditable, viewModel.state.status != .applying, !isApplied {
            switch key {
            case .enter: viewModel.request(action: .submit(code: field.text))
            case .escape: viewModel.request(action: .dismiss)
            default: return field.handle(key)
            }
            return true
        }
        switch viewModel.state.status {
        case .pending:
            if focus.handle(key, arrows: true) { return true }
            switch key {
            case .enter, .character(" "): viewModel.request(action: focus.focused ?? .apply)
            case .escape: viewModel.request(action: .dismiss)
            default: return false
            }
        case .applying:
            return key != .character("q")
        case .applied, .invalid:
            guard key == .enter || key == .escape else { return false }
            viewModel.request(action: .dismiss)
        }
        return true
    }
}
