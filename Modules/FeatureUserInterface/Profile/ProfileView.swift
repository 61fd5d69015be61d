import DesignSystem
import Resources

/// The Profile screen's controller.
public typealias ProfileViewController = ScreenViewController<ProfileView>

/// The Profile screen's model: the state on screen and the way out for its actions.
public typealias ProfileViewModel = ScreenModel<ProfileViewState, ProfileViewAction>

/// Draws the member's details and the Logout and Delete account buttons; each asks for a
/// confirmation in an alert with a destructive and a cancel choice.
@MainActor
public final class ProfileView: StateScreenView {
    enum Control: Hashable, Sendable { case logout, delete }

    private let viewModel: ProfileViewModel
    private(set) var focus = FocusRing([Control.logout, .delete])
    /// The focused choice of the alert: cancel (0) first, so Enter never destroys by accident.
    private(set) var alertFocus = 0

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.profile.title() }

    public var keyHints: [KeyHint] {
        if let confirmation = viewModel.state.pendingConfirmation {
            return [
                KeyHint(key: "←→", label: R.string.hint.move()),
                KeyHint(key: "Enter", label: alertFocus == 1 ? Self.destructiveTitle(confirmation) : R.string.profile.cancel()),
                KeyHint(key: "Esc", label: R.string.profile.cancel()),
            ]
        }
        if viewModel.state.isReadOnly == true { return [KeyHint(key: "Esc", label: R.string.hint.back())] }
        return [
            KeyHint(key: "Tab", label: R.string.hint.nextFocus()),
            KeyHint(key: "Enter", label: focus.focused == .delete ? R.string.profile.delete() : R.string.profile.logout()),
            KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
    }

    public func body() -> any Widget {
        let state = viewModel.state
        // The email and the website are links in terminals that show them; anything the gate
        // refuses (another scheme, a control, too long) stays plain text.
        let details: [(label: String, value: String, link: TerminalLink?)] = [
            (R.string.profile.username(), state.username, nil), (R.string.profile.email(), state.email, TerminalLink.email(state.email)),
            (R.string.profile.phone(), state.phone, nil), (R.string.profile.website(), state.website, TerminalLink.website(state.website)),
            (R.string.profile.company(), state.company, nil), (R.string.profile.city(), state.city, nil),
        ].filter { !$0.value.isEmpty }
        let actions: any Widget =
            if state.isReadOnly == true {
                Text(R.string.profile.readOnly(), style: Style(foreground: .secondary))
            } else if state.isWorking {
                Spinner(label: R.string.profile.working())
            } else {
                HStack(spacing: 2) {
                    Button(R.string.profile.logout(), isFocused: focus.focused == .logout, click: focus.keys(toFocus: .logout) + [.enter])
                    Button(R.string.profile.delete(), isFocused: focus.focused == .delete, click: focus.keys(toFocus: .delete) + [.enter])
                }
            }
        // The buttons are docked at the bottom so a short terminal never hides them.
        let page = Box(
            title: title,
            Docked(
                VStack(spacing: 1) {
                    Text(state.name, style: Style(foreground: .accent, bold: true))
                    Table(
                        columns: [.init("", width: .fixed(12)), .init("", width: .flexible(minimum: 8, weight: 1))],
                        rows: details.map { [$0.label, $0.value] }, showsHeader: false
                    ).linking { row, column in column == 1 ? details[row].link : nil }
                },
                bottom: VStack {
                    if let message = state.errorMessage {
                        Text(message, style: Style(foreground: .destructive, bold: true))
                    }
                    actions
                }))
        guard let confirmation = state.pendingConfirmation else { return page }
        return ZStack {
            page
            alert(for: confirmation)
        }
    }

    /// The alert's destructive choice for `confirmation`.
    private static func destructiveTitle(_ confirmation: ProfileViewState.Confirmation) -> String {
        switch confirmation {
        case .logout: R.string.profile.logout()
        case .deleteAccount: R.string.profile.delete()
        }
    }

    private func alert(for confirmation: ProfileViewState.Confirmation) -> Alert {
        let (title, message, destructive) =
            switch confirmation {
            case .logout: (R.string.profile.logoutConfirmTitle(), R.string.profile.logoutConfirmMessage(), R.string.profile.logout())
            case .deleteAccount: (R.string.profile.deleteConfirmTitle(), R.string.profile.deleteConfirmMessage(), R.string.profile.delete())
            }
        return Alert(
            title: title, message: message,
            actions: [AlertAction(title: R.string.profile.cancel(), role: .cancel), AlertAction(title: destructive, role: .destructive)],
            focusedIndex: alertFocus, actionKeys: [Alert.keys(toChoose: 0, focused: alertFocus), Alert.keys(toChoose: 1, focused: alertFocus)])
    }

    public func handle(_ key: Key) -> Bool {
        let state = viewModel.state
        if let confirmation = state.pendingConfirmation {
            switch key {
            case .left, .right, .tab, .backTab: alertFocus = 1 - alertFocus
            case .escape: viewModel.request(action: .cancelConfirmation)
            case .enter, .character(" "):
                viewModel.request(action: alertFocus == 1 ? .confirm(confirmation) : .cancelConfirmation)
                alertFocus = 0
            default: break
            }
            // The alert is modal: every key stops here, but q, which the status bar offers.
            return key != .character("q")
        }
        guard !state.isWorking else { return key != .character("q") }
        if state.isReadOnly == true {
            guard key == .escape else { return false }
            viewModel.request(action: .back)
            return true
        }
        if focus.handle(key, arrows: true) { return true }
        switch key {
        case .enter, .character(" "):
            alertFocus = 0
            viewModel.request(action: .request(focus.focused == .delete ? .deleteAccount : .logout))
        case .escape:
            viewModel.request(action: .back)
        default:
            return false
        }
        return true
    }
}
