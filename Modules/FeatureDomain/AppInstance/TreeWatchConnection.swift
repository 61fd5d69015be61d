import Glibc

/// Serves one `watch` on its connection's thread: writes each update the hub offers until the
/// watcher goes away, stops reading, or the app finishes. The request deadline is behind it:
/// a watch lasts as long as both ends do.
struct TreeWatchConnection {
    /// How long one update may take to leave before the watcher is taken for gone; the main
    /// actor never waits for it, only this thread does.
    static let sendTimeoutSeconds = 2

    var descriptor: Int32
    var hub: RIBTreeWatchHub

    func serve() {
        guard let subscription = hub.subscribe() else {
            UnixSocket.write(
                descriptor, Array("error: busy: \(RIBTreeWatchHub.maximumWatchers) watchers already follow this app's tree\n".utf8))
            return
        }
        defer { hub.unsubscribe(subscription) }
        UnixSocket.setTimeout(descriptor, seconds: Self.sendTimeoutSeconds)
        while true {
            let (line, isFinished) = subscription.take()
            if let line, !UnixSocket.write(descriptor, line) { return }
            if isFinished { return }
            var pollers = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: subscription.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&pollers, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return }
            // A watcher says nothing after its request: anything readable is its end (or garbage).
            if pollers[0].revents != 0 { return }
        }
    }
}
