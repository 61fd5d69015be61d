import DesignSystem

/// One inspector's place in the ``InspectorHub``: the events it has not been sent yet, the
/// oldest dropped past ``DroppingQueue/capacity`` and counted, and the newest frame only.
typealias InspectorSubscription = DroppingQueue<InspectorEvent, CellBuffer>

extension DroppingQueue<InspectorEvent, CellBuffer> {
    /// The most events held for an inspector that has not read them.
    static var capacity: Int { 1_024 }

    /// A subscription with nothing to send yet; nil when the system has no pipe to give.
    convenience init?() {
        self.init(limits: Limits(count: Self.capacity))
    }
}
