import DesignSystem
import Resources

/// The LoggedOut screen's controller.
public typealias LoggedOutViewController = ScreenViewController<LoggedOutView>

/// The LoggedOut screen's model: the state on screen and the way out for its actions.
public typealias LoggedOutViewModel = ScreenModel<LoggedOutViewState, LoggedOutViewAction>

/// Draws the login screen and turns keys into actions: type into the focused name field, Tab
/// or the arrows move between the fields and the button, Enter moves on or logs in.
@MainActor
public final class LoggedOutView: StateScreenView {
    enum Field: Hashable, Sendable { case player1, player2, login }

    private let viewModel: LoggedOutViewModel
    private(set) var focus = FocusRing([Field.player1, .player2, .login])
    private(set) var player1: TextFieldState
    private(set) var player2: TextFieldState
    private var shownNames: (String, String)

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: LoggedOutViewModel) {
        self.viewModel = viewModel
        player1 = TextFieldState(text: viewModel.state.player1Name)
        player2 = TextFieldState(text: viewModel.state.player2Name)
        shownNames = (viewModel.state.player1Name, viewModel.state.player2Name)
    }

    public var title: String { R.string.login.title() }

    public var isEditingText: Bool { focus.focused == .player1 || focus.focused == .player2 }

    public var keyHints: [KeyHint] {
        [KeyHint(key: "Tab", label: R.string.hint.nextFocus()), KeyHint(key: "Enter", label: R.string.login.button())]
    }

    public func body() -> any Widget {
        syncFieldsWithState()
        let state = viewModel.state
        // On a small terminal the introduction gives up its rows; the fields, the button and
        // what went wrong do not.
        return Box(
            title: title,
            YieldingStack(
                yielding: Padding(top: 1, Text(R.string.login.intro(), style: Style(foreground: .secondary))),
                kept: Padding(
                    top: 1,
                    VStack(spacing: 1) {
                        if let link = state.waitingLink {
                            Text("↪ " + R.string.login.waitingLink(link), style: Style(foreground: .accent, bold: true))
                        }
                        labeledField(R.string.login.player1(), player1, field: .player1)
                        labeledField(R.string.login.player2(), player2, field: .player2)
                        Button(R.string.login.button(), isFocused: focus.focused == .login, click: focus.keys(toFocus: .login) + [.enter])
                        if state.isSigningIn {
                            Spinner(label: R.string.login.signingIn())
                        } else if let message = state.validationMessage, !namesWereEdited {
                            Text(message, style: Style(foreground: .destructive, bold: true))
                        }
                    })))
    }

    public func handle(_ key: Key) -> Bool {
        if focus.handle(key) { return true }
        switch (focus.focused, key) {
        case (_, .up): focus.move(by: -1)
        case (_, .down): focus.move(by: 1)
        case (.login, .enter), (.login, .character(" ")):
            guard !viewModel.state.isSigningIn else { return true }
            viewModel.request(action: .login(player1Name: player1.text, player2Name: player2.text))
        case (_, .enter): focus.move(by: 1)
        case (.player1, _): return player1.handle(key)
        case (.player2, _): return player2.handle(key)
        default: return false
        }
        return true
    }

    /// Whether either name differs from the one the state holds: a refusal is about the names
    /// that were sent, so once one is edited it no longer applies, as in the post composer.
    private var namesWereEdited: Bool {
        player1.text != shownNames.0 || player2.text != shownNames.1
    }

    /// A new state with other names (a preview, a reset) replaces what is typed.
    private func syncFieldsWithState() {
        let names = (viewModel.state.player1Name, viewModel.state.player2Name)
        guard names != shownNames else { return }
        shownNames = names
        player1 = TextFieldState(text: names.0)
        player2 = TextFieldState(text: names.1)
    }

    /// A name field with its label; a click on the field focuses it.
    private func labeledField(_ label: String, _ text: TextFieldState, field: Field) -> any Widget {
        let isFocused = focus.focused == field
        return HStack(spacing: 1) {
            Text(label, style: Style(foreground: isFocused ? .accent : .text, bold: isFocused), wraps: false)
            TextField(state: text, placeholder: R.string.login.placeholder(), isFocused: isFocused, click: focus.keys(toFocus: field))
        }
    }
}
