import SystemCalls

/// One page's event stream: the events (each a whole `event:`/`data:` block) it has not been
/// sent yet, at most ``DroppingQueue/capacity`` of them and ``DroppingQueue/byteCapacity``
/// bytes (the oldest are dropped past either, and counted), and the newest frame only. The
/// reader thread never waits for a page.
typealias EventStreamClient = DroppingQueue<[UInt8], [UInt8]>

extension DroppingQueue<[UInt8], [UInt8]> {
    /// The most events held for a page that has not read them.
    static var capacity: Int { 1_000 }
    /// The most bytes they may take.
    static var byteCapacity: Int { 4 * 1_024 * 1_024 }

    /// A stream that starts with `events` and `frame` (what a page that connects is sent first),
    /// finished already when `isFinished`; it owns `wakePipe` from here on.
    convenience init(wakePipe: WakePipe, events: [[UInt8]] = [], frame: [UInt8]? = nil, isFinished: Bool = false) {
        self.init(
            wakePipe: wakePipe, limits: Limits(count: Self.capacity, weight: Self.byteCapacity), weigh: \.count,
            elements: events, latest: frame, isFinished: isFinished)
    }
}
