import DesignSystem
import Resources
import Testing

/// A screen that records its lifecycle and the keys it gets.
@MainActor
private final class ScreenMock: ViewController {
    let name: String
    var events: [String] = []
    var usesKeys = true

    init(_ name: String) {
        self.name = name
        super.init()
    }

    override var keyHints: [KeyHint] { [KeyHint(key: "x", label: name)] }
    override func viewDidLoad() { events.append("load") }
    override func viewWillAppear() { events.append("willAppear") }
    override func viewDidAppear() { events.append("didAppear") }
    override func viewWillDisappear() { events.append("willDisappear") }
    override func viewDidDisappear() { events.append("didDisappear") }
    override func body() -> any Widget { Text("화면 \(name)") }
    override func handle(_ key: Key) -> Bool {
        guard usesKeys, case .character(let character) = key, character != "q" else { return false }
        events.append("key \(character)")
        return true
    }
}

@MainActor
@Suite("Screen host, headless")
struct ScreenTests {
    @Test("a navigation stack runs the appear and disappear calls on push and pop")
    func navigationLifecycle() {
        let first = ScreenMock("first")
        let second = ScreenMock("second")
        let navigation = NavigationController()
        navigation.setRoot(first)
        let screen = HeadlessScreen(root: navigation, size: Size(width: 30, height: 6))
        navigation.push(second)
        #expect(screen.lines.first == "화면 second")
        screen.send(.escape)
        #expect(screen.lines.first == "화면 first")
        #expect(first.events == ["load", "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(second.events == ["load", "willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(!second.isOnScreen && first.isOnScreen)
    }

    @Test("keys go to the top screen; q quits only when no screen uses it; Ctrl-C always quits")
    func keyRouting() {
        let root = ScreenMock("root")
        let screen = HeadlessScreen(root: root, size: Size(width: 30, height: 6))
        screen.send(.character("a"))
        #expect(root.events.last == "key a")
        #expect(!screen.didRequestQuit)
        screen.send(.character("q"))
        #expect(screen.didRequestQuit)
        let other = HeadlessScreen(root: ScreenMock("other"), size: Size(width: 30, height: 6))
        other.send(.control("c"))
        #expect(other.didRequestQuit)
    }

    @Test("a modal alert draws over the screen, takes the keys and reports the choice")
    func modalAlert() {
        let root = ScreenMock("root")
        let screen = HeadlessScreen(root: root, size: Size(width: 40, height: 10))
        var chosen: [AlertAction.Role] = []
        let alert = AlertController(
            title: "계정 삭제", message: "되돌릴 수 없습니다.",
            actions: [AlertAction(title: "취소", role: .cancel), AlertAction(title: "삭제", role: .destructive)],
            onAction: { chosen.append($0.role) })
        root.present(alert)
        #expect(screen.lines.contains { $0.contains("╔ 계정 삭제") })
        #expect(screen.lines.last == " ←→ Move  Enter 취소  Esc 취소")
        screen.send(.character("a"), .right)
        #expect(!root.events.contains("key a"))
        // Enter is named by the choice it picks now.
        #expect(screen.lines.last == " ←→ Move  Enter 삭제  Esc 취소")
        #expect(screen.lines.contains { $0.contains("[ 취소 ]  > 삭제 <") })
        screen.send(.enter)
        #expect(chosen == [.destructive])
        #expect(root.presentedViewController == nil)
        #expect(!screen.lines.contains { $0.contains("계정 삭제") })
    }

    @Test("Escape on an alert picks its cancel choice, and the focus starts there")
    func alertCancel() {
        let root = ScreenMock("root")
        let screen = HeadlessScreen(root: root, size: Size(width: 40, height: 10))
        var chosen: [String] = []
        root.present(
            AlertController(
                title: "로그아웃", message: "정말요?",
                actions: [AlertAction(title: "로그아웃", role: .destructive), AlertAction(title: "취소", role: .cancel)],
                onAction: { chosen.append($0.title) }))
        #expect(screen.lines.contains { $0.contains("[ 로그아웃 ]  > 취소 <") })
        screen.send(.escape)
        #expect(chosen == ["취소"])
        #expect(!screen.didRequestQuit)
    }

    @Test("an alert with one button offers no focus to move, and names its keys by what they do")
    func oneButtonAlert() {
        let root = ScreenMock("root")
        let screen = HeadlessScreen(root: root, size: Size(width: 40, height: 10))
        root.present(AlertController(title: "알림", message: "끝났습니다.", actions: [AlertAction(title: "확인")], onAction: { _ in }))
        #expect(screen.lines.last == " Enter 확인")
        root.dismissPresented()
        root.present(AlertController(title: "Notice", message: "Saved data.", actions: [AlertAction(title: "OK", role: .cancel)], onAction: { _ in }))
        #expect(screen.lines.last == " Enter/Esc OK")
    }

    @Test("a terminal too small for the sentence still shows the size it needs")
    func tinyTerminalNamesTheMinimum() {
        R.withLanguage(.english) {
            for size in [Size(width: 12, height: 4), Size(width: 19, height: 5), Size(width: 11, height: 1)] {
                let screen = HeadlessScreen(root: ScreenMock("root"), size: size)
                #expect(screen.lines.joined(separator: " ").contains("20×6"), "at \(size.width)x\(size.height): \(screen.lines)")
            }
            let roomy = HeadlessScreen(root: ScreenMock("root"), size: Size(width: 60, height: 5))
            #expect(roomy.lines.joined().contains("The terminal is too small (60×5)"), "the whole sentence where it fits")
        }
    }

    @Test("a focus ring moves with Tab and Shift-Tab and wraps around")
    func focusRing() {
        var ring = FocusRing(["name", "password", "login"])
        #expect(ring.focused == "name")
        let used = [ring.handle(.tab), ring.handle(.tab), ring.handle(.tab)]
        #expect(used == [true, true, true])
        #expect(ring.focused == "name")
        let back = ring.handle(.backTab)
        #expect(back && ring.focused == "login")
        let downWithoutArrows = ring.handle(.down)
        #expect(!downWithoutArrows)
        let downWithArrows = ring.handle(.down, arrows: true)
        #expect(downWithArrows && ring.focused == "name")
    }

    @Test("a text field edits by grapheme: Korean syllables, combining marks and emoji stay whole")
    func textFieldEditing() {
        var field = TextFieldState()
        for key: Key in [.character("한"), .character("글"), .paste("e\u{301}👨‍👩‍👧"), .left, .backspace] {
            _ = field.handle(key)
        }
        #expect(field.text == "한글👨‍👩‍👧")
        #expect(field.cursor == 2)
        _ = field.handle(.delete)
        _ = field.handle(.home)
        _ = field.handle(.paste("\u{1B}[31m빨강\n"))
        #expect(field.text == "빨강 한글")
        _ = field.handle(.control("u"))
        #expect(field.text == "한글")
        let tabUsed = field.handle(.tab)
        #expect(!tabUsed)
    }
}
