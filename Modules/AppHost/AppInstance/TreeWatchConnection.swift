import SystemCalls

/// Serves one `watch` on its connection's thread: writes each update the hub offers until the
/// watcher goes away, stops reading, or the app finishes. The request deadline is behind it:
/// a watch lasts as long as both ends do.
struct TreeWatchConnection {
    /// How long one whole update may take to leave before the watcher is taken for gone (a
    /// watcher that reads a byte now and then is no better than one that does not read); the
    /// main actor never waits for it, only this thread does.
    static let sendDeadline: Duration = .seconds(2)

    var descriptor: Int32
    var hub: RIBTreeWatchHub

    func serve() {
        guard let subscription = hub.subscribe() else {
            UnixSocket.write(
                descriptor, Array("error: busy: \(RIBTreeWatchHub.maximumWatchers) watchers already follow this app's tree\n".utf8))
            return
        }
        defer { hub.unsubscribe(subscription) }
        while true {
            let taken = subscription.take()
            if let line = taken.latest, !UnixSocket.write(descriptor, line, deadline: .now + Self.sendDeadline) { return }
            if taken.isFinished { return }
            switch UnixSocket.waitForPeerOrWake(descriptor, wake: subscription.wakePipe) {
            case .woken, .interrupted: continue
            // A watcher says nothing after its request: anything readable is its end (or garbage).
            case .peer, .failed: return
            }
        }
    }
}
