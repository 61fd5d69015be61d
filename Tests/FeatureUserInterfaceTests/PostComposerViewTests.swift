import DesignSystem
import Foundation
import Resources
import Testing

@testable import FeatureUserInterface

/// The composer's keys, and the board's key that opens it.
@MainActor
@Suite("Post composer keys")
struct PostComposerViewTests {
    private func composer(_ state: PostComposerViewState = PostComposerViewState()) -> (PostComposerViewController, ActionRecorder<PostComposerViewAction>) {
        let recorder = ActionRecorder<PostComposerViewAction>()
        let screen = PostComposerViewController(initialState: state)
        screen.listener = recorder
        return (screen, recorder)
    }

    @Test("type a title, Enter moves to the body, type it, Enter moves to Send, Enter sends both")
    func typeAndSend() {
        let (screen, recorder) = composer()
        for key: Key in [.character("새"), .character(" "), .character("글"), .enter, .paste("본문\n둘째 줄"), .enter] { _ = screen.handle(key) }
        #expect(recorder.actions.filter(\.isNotEdit).isEmpty)
        _ = screen.handle(.enter)
        #expect(recorder.actions.filter(\.isNotEdit) == [.send(title: "새 글", body: "본문 둘째 줄")])
    }

    @Test("q types into a field instead of quitting; Tab and the arrows move the focus")
    func lettersStayInTheField() {
        let (screen, recorder) = composer()
        #expect(screen.handle(.character("q")))
        for key: Key in [.tab, .character("b"), .down, .up, .backTab, .backTab, .enter] { _ = screen.handle(key) }
        #expect(recorder.actions.filter(\.isNotEdit) == [.send(title: "q", body: "b")])
    }

    @Test("Esc leaves with what was typed, so the board can keep it")
    func escapeKeepsTheDraft() {
        let (screen, recorder) = composer(PostComposerViewState(title: "초안", body: "아직"))
        for key: Key in [.character("!"), .escape] { _ = screen.handle(key) }
        #expect(recorder.actions == [.edit(title: "초안!", body: "아직"), .close(title: "초안!", body: "아직")])
    }

    @Test("while sending, Esc cancels the request and typing changes nothing")
    func escapeCancelsSending() {
        let (screen, recorder) = composer(PostComposerViewState(title: "t", body: "b", phase: .sending))
        #expect(screen.handle(.character("x")))
        _ = screen.handle(.escape)
        #expect(recorder.actions == [.cancelSending])
        screen.update(state: PostComposerViewState(title: "t", body: "b", phase: .failed(message: "no")))
        for key: Key in [.tab, .tab, .enter] { _ = screen.handle(key) }
        #expect(recorder.actions == [.cancelSending, .send(title: "t", body: "b")])
    }

    @Test("a failure shows Retry on the button and keeps the texts; the counter turns red past the limit")
    func failureShowsRetry() {
        R.withLanguage(.english) {
            let state = PostComposerViewState(title: String(repeating: "가", count: 5), body: "b", titleLimit: 4, phase: .failed(message: "The server is down."))
            let screen = HeadlessScreen(root: PostComposerViewController(initialState: state), size: DesignSystem.Size(width: 60, height: 20))
            let text = screen.lines.joined(separator: "\n")
            #expect(text.contains("Retry"))
            #expect(text.contains("5/4"))
            #expect(text.contains("가가가가가"))
            #expect(text.contains("The server is down."))
        }
    }

    @Test("board: n opens the composer once posts are shown, and a written post's id selects its row")
    func boardWrites() {
        let recorder = ActionRecorder<BoardViewAction>()
        let rows = (1...3).map { BoardViewState.Row(id: String($0), title: "t\($0)", author: "a") }
        let screen = BoardViewController(initialState: BoardViewState(status: .loading))
        screen.listener = recorder
        _ = screen.handle(.character("n"))
        #expect(recorder.actions.isEmpty)
        var loaded = BoardViewState(rows: rows, status: .loaded, total: 3)
        loaded.selectedPostID = "3"
        screen.update(state: loaded)
        // The view follows the state's selection when it draws the state.
        let host = HeadlessScreen(root: screen, size: DesignSystem.Size(width: 60, height: 20))
        #expect(host.lines.joined().contains("t3"))
        for key: Key in [.character("n"), .enter] { _ = screen.handle(key) }
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.write, .select(postID: "3")])
    }

    @Test("a refusal stays while the texts are the ones sent and goes once either is edited")
    func refusalGoesWithAnEdit() {
        R.withLanguage(.english) {
            let screen = PostComposerViewController(initialState: PostComposerViewState(title: "", body: "b", phase: .editing(problem: "Write a title.")))
            let host = HeadlessScreen(root: screen, size: DesignSystem.Size(width: 60, height: 20))
            #expect(host.lines.joined().contains("Write a title."))
            host.type("T")
            #expect(!host.lines.joined().contains("Write a title."))
            host.send(.backspace)
            #expect(host.lines.joined().contains("Write a title."), "back to the texts sent, the refusal applies again")
        }
    }

    @Test("while a field has the keys q is text, so the status bar offers ^C to quit; on Send it offers q")
    func quitHintFollowsTheFocus() {
        R.withLanguage(.english) {
            let host = HeadlessScreen(root: PostComposerViewController(initialState: PostComposerViewState()), size: DesignSystem.Size(width: 80, height: 20))
            #expect(host.lines.last?.contains("^C Quit") == true)
            #expect(host.lines.last?.contains("q Quit") == false)
            host.type("q")
            #expect(!host.didRequestQuit)
            host.send(.tab, .tab)
            #expect(host.lines.last?.contains("q Quit") == true)
            host.send(.character("q"))
            #expect(host.didRequestQuit)
        }
    }
}

extension PostComposerViewAction {
    /// Whether the action is anything but the report of an edit.
    var isNotEdit: Bool {
        if case .edit = self { return false }
        return true
    }
}
