/// A recording as read: its header and its events, every state whole (the reader has applied
/// the deltas), the last one its `end`.
public struct SessionRecording: Equatable, Sendable {
    /// The first line.
    public var header: SessionHeader
    /// Every later line, in order.
    public var events: [SessionEvent]

    /// Creates a recording from its parts.
    public init(header: SessionHeader, events: [SessionEvent]) {
        self.header = header
        self.events = events
    }
}
