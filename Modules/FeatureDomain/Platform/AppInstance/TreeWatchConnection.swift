import Glibc

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
            let (line, isFinished) = subscription.take()
            if let line, !write(line, deadline: .now + Self.sendDeadline) { return }
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

    /// Writes all of `bytes` without blocking past `deadline`; false when the watcher went
    /// away or did not take them in time.
    private func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if written > 0 {
                offset += written
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            _ = poll(&poller, 1, milliseconds)
        }
        return true
    }
}
