import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Serves one `inspect` on its connection's thread: writes what the hub's subscription holds,
/// as lines, until the inspector goes away, stops reading, or the app finishes.
struct InspectorConnection {
    /// How long one batch of lines may take to leave before the inspector is taken for gone;
    /// only this thread waits for it, never the main actor.
    static let sendDeadline: Duration = .seconds(2)

    var descriptor: Int32
    var hub: InspectorHub

    func serve() {
        let subscription: InspectorSubscription
        switch hub.subscribe() {
        case .success(let admitted): subscription = admitted
        case .failure(let refusal):
            let reason =
                switch refusal {
                case .full: "busy: \(InspectorHub.maximumInspectors) inspectors already follow this app (tree --watch sessions do not count)"
                case .finished: "the app is quitting"
                case .noPipe: "busy: the system has no pipe to give"
                }
            UnixSocket.write(descriptor, Array("error: \(reason)\n".utf8))
            return
        }
        defer { hub.unsubscribe(subscription) }
        let encoder = InspectorLineEncoder()
        guard UnixSocket.write(descriptor, encoder.hello(time: Self.now()), deadline: .now + Self.sendDeadline) else { return }
        while true {
            let pending = subscription.take()
            var bytes: [UInt8] = []
            if pending.dropped > 0 { bytes += encoder.lost(pending.dropped, time: Self.now()) }
            for event in pending.elements { bytes += encoder.line(for: event) }
            if let frame = pending.latest { bytes += encoder.frame(frame, time: Self.now()) }
            // Said last, so `inspect` can tell a quit from being dropped (a stream that just stops).
            if pending.isFinished { bytes += encoder.end(time: Self.now()) }
            if !bytes.isEmpty, !UnixSocket.write(descriptor, bytes, deadline: .now + Self.sendDeadline) { return }
            if pending.isFinished { return }
            switch UnixSocket.waitForPeerOrWake(descriptor, wake: subscription.wakePipe) {
            case .woken, .interrupted: continue
            case .peer, .failed: return
            }
        }
    }

    private static func now() -> Double { Date().timeIntervalSince1970 }
}
