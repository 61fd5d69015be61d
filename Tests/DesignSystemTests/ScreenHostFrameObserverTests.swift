import DesignSystem
import Testing

/// The screen host's frame observers, without a terminal: several at once, each removed alone.
@MainActor
@Suite("Screen host frame observers")
struct ScreenHostFrameObserverTests {
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
