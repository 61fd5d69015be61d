import FeatureDomain

/// A link handler that records every link before the app acts on it: a link is an input, which
/// a replay delivers at its time.
@MainActor
final class RecordingDeepLinkHandler: DeepLinkHandler {
    private let base: any DeepLinkHandler
    private let writer: SessionWriter
    private let clock: SessionClock

    init(_ base: any DeepLinkHandler, writer: SessionWriter, clock: SessionClock) {
        self.base = base
        self.writer = writer
        self.clock = clock
    }

    func handle(_ link: DeepLink) -> DeepLinkOutcome {
        writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .link(url: link.text))))
        return base.handle(link)
    }

    func reportLinkChannelUnavailable(_ message: String) {
        // An input too: the notice it shows is dismissed by a key, which a replay must find there.
        writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .linkChannel(message: message))))
        base.reportLinkChannelUnavailable(message)
    }
}
