import DesignSystem
import Testing

/// A screen that writes down the keys it gets.
@MainActor
private final class KeyLog: ViewController {
    var keys: [Key] = []
    override func body() -> any Widget { Text("keys") }
    override func handle(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
}

/// Driving the screen host from the program, as a replay does, without a terminal: injected keys
/// reach the screens and the input observer; an injected size is the one frames are drawn at.
@MainActor
@Suite("Screen host injection")
struct ScreenHostInjectionTests {
    @Test("injected keys reach the screen and the input observer, in order; an injected Ctrl-Z stops nothing and is no key")
    func injectedKeys() {
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: .none)
        let screen = KeyLog()
        host.setRoot(screen)
        var heard: [ScreenHostInput] = []
        host.inputObserver = { heard.append($0) }
        host.inject(keys: [.character("a"), .control("z"), .focus(false), .enter])
        #expect(screen.keys == [.character("a"), .enter])
        #expect(heard == [.key(.character("a")), .key(.focus(false)), .key(.enter)])
    }

    @Test("an injected size is the screen's size and is heard as a resize; nil gives the terminal's back")
    func injectedSize() {
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: .none)
        var heard: [ScreenHostInput] = []
        host.inputObserver = { heard.append($0) }
        let terminalSize = host.screenSize
        host.inject(size: Size(width: 77, height: 21))
        #expect(host.screenSize == Size(width: 77, height: 21))
        host.inject(size: nil)
        #expect(host.screenSize == terminalSize)
        #expect(heard == [.resize(Size(width: 77, height: 21)), .resize(terminalSize)])
    }

    @Test("frame observers are several, and a removed one is gone")
    func frameObservers() {
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: .none)
        #expect(!host.hasFrameObservers)
        let first = host.addFrameObserver { _ in }
        let second = host.addFrameObserver { _ in }
        #expect(first != second)
        host.removeFrameObserver(first)
        #expect(host.hasFrameObservers)
        host.removeFrameObserver(second)
        #expect(!host.hasFrameObservers)
    }
}
