import DesignSystem
import Resources

/// The PostComposer screen's controller.
public typealias PostComposerViewController = ScreenViewController<PostComposerView>

/// The PostComposer screen's model: the state on screen and the way out for its actions.
public typealias PostComposerViewModel = ScreenModel<PostComposerViewState, PostComposerViewAction>

/// Draws the form for a new post: the title and the body, each with a counter against its
/// limit, the Send (or, after a failure, Retry) button, where sending stands, and whether the
/// server keeps the post. Tab or the arrows move between the fields and the button; Enter
/// moves on, and on the button sends; Esc cancels a request on its way, else leaves.
@MainActor
public final class PostComposerView: StateScreenView {
    enum Field: Hashable, Sendable { case title, body, send }

    private let viewModel: PostComposerViewModel
    private(set) var focus = FocusRing([Field.title, .body, .send])
    private(set) var titleField: TextFieldState
    private(set) var bodyField: TextFieldState
    private var shownTexts: (title: String, body: String)

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: PostComposerViewModel) {
        self.viewModel = viewModel
        titleField = TextFieldState(text: viewModel.state.title)
        bodyField = TextFieldState(text: viewModel.state.body)
        shownTexts = (viewModel.state.title, viewModel.state.body)
    }

    public var title: String { R.string.compose.title() }

    private var isSending: Bool { viewModel.state.phase == .sending }

    private var sendLabel: String {
        if case .failed = viewModel.state.phase { return R.string.compose.retry() }
        return R.string.compose.send()
    }

    public var isEditingText: Bool { !isSending && (focus.focused == .title || focus.focused == .body) }

    public var keyHints: [KeyHint] {
        if isSending { return [KeyHint(key: "Esc", label: R.string.hint.cancel())] }
        let enter = focus.focused == .send ? sendLabel : R.string.hint.nextFocus()
        return [KeyHint(key: "Tab", label: R.string.hint.nextFocus()), KeyHint(key: "Enter", label: enter), KeyHint(key: "Esc", label: R.string.hint.back())]
    }

    public func body() -> any Widget {
        syncFieldsWithState()
        let state = viewModel.state
        return Box(
            title: title,
            VStack {
                labeledField(R.string.compose.titleLabel(), titleField, limit: state.titleLimit, field: .title)
                labeledField(R.string.compose.bodyLabel(), bodyField, limit: state.bodyLimit, field: .body)
                Padding(top: 1, Button(sendLabel, isFocused: focus.focused == .send, isEnabled: !isSending, click: focus.keys(toFocus: .send) + [.enter]))
                // Where sending stands comes before the note, so a small terminal keeps what matters now.
                if let status = status(state.phase) { Padding(top: 1, status) }
                Padding(top: 1, Text(state.storageNote, style: Style(foreground: .secondary)))
            })
    }

    private func status(_ phase: PostComposerViewState.Phase) -> (any Widget)? {
        switch phase {
        case .editing(problem: nil): nil
        // A refusal is about the texts that were sent: once they are edited it no longer applies.
        case .editing(problem: _?) where titleField.text != shownTexts.title || bodyField.text != shownTexts.body: nil
        case .editing(problem: let problem?): Text(problem, style: Style(foreground: .destructive, bold: true))
        case .sending: Spinner(label: R.string.compose.sending())
        case .failed(let message): Text(message, style: Style(foreground: .destructive, bold: true))
        }
    }

    private func labeledField(_ label: String, _ text: TextFieldState, limit: Int, field: Field) -> any Widget {
        let isFocused = focus.focused == field && !isSending
        let count = text.text.count
        return VStack {
            BothSideLabel(
                leading: label, trailing: R.string.compose.counter(count, limit),
                leadingStyle: Style(foreground: isFocused ? .accent : .text, bold: isFocused),
                trailingStyle: Style(foreground: count > limit ? .destructive : .secondary, bold: count > limit))
            TextField(
                state: text, placeholder: field == .title ? R.string.compose.titlePlaceholder() : R.string.compose.bodyPlaceholder(), isFocused: isFocused,
                click: isSending ? [] : focus.keys(toFocus: field))
        }
    }

    public func handle(_ key: Key) -> Bool {
        if key == .escape {
            if isSending {
                viewModel.request(action: .cancelSending)
            } else {
                viewModel.request(action: .close(title: titleField.text, body: bodyField.text))
            }
            return true
        }
        // While the post is on its way the form stands still, so what is sent is what is shown.
        if isSending { return true }
        if focus.handle(key) { return true }
        switch (focus.focused, key) {
        case (_, .up): focus.move(by: -1)
        case (_, .down): focus.move(by: 1)
        case (.send, .enter), (.send, .character(" ")):
            viewModel.request(action: .send(title: titleField.text, body: bodyField.text))
        case (_, .enter): focus.move(by: 1)
        case (.title, _): return edited { titleField.handle(key) }
        case (.body, _): return edited { bodyField.handle(key) }
        default: return false
        }
        return true
    }

    /// Runs a field's key handling and reports the texts when they changed.
    private func edited(_ handle: () -> Bool) -> Bool {
        let before = (titleField.text, bodyField.text)
        let handled = handle()
        if (titleField.text, bodyField.text) != before { viewModel.request(action: .edit(title: titleField.text, body: bodyField.text)) }
        return handled
    }

    /// A state with other texts (a preview, a draft handed back) replaces what is typed; the
    /// texts the interactor echoes after a send are the ones typed, so nothing changes then.
    private func syncFieldsWithState() {
        let texts = (title: viewModel.state.title, body: viewModel.state.body)
        guard texts != shownTexts else { return }
        shownTexts = texts
        if titleField.text != texts.title { titleField = TextFieldState(text: texts.title) }
        if bodyField.text != texts.body { bodyField = TextFieldState(text: texts.body) }
    }
}
