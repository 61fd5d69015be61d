/// One watcher's place in the ``RIBTreeWatchHub``: the newest line it has not been sent yet (a
/// newer one replaces it, so a slow watcher skips trees rather than queueing them). It holds no
/// other elements.
typealias TreeWatchSubscription = DroppingQueue<Never, [UInt8]>

extension DroppingQueue<Never, [UInt8]> {
    /// A subscription with nothing to send yet; nil when the system has no pipe to give.
    convenience init?() {
        self.init(limits: Limits(count: 0))
    }
}
