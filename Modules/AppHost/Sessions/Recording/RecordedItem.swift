import DesignSystem

/// What the app hands the recording's writer: values copied on the spot, turned into lines on
/// the writer's thread (describing an action, encoding a state, a frame's text and digest and
/// the tree's changes cost more than the copy).
enum RecordedItem: Sendable {
    /// An event whose line needs nothing more than its values.
    case event(SessionEvent)
    /// A screen's action, described on the writer's thread.
    case action(time: Double, screen: String, model: Int, action: any Sendable)
    /// A screen's new state, encoded (and turned into a delta) on the writer's thread; every
    /// screen's state is `Encodable`, which only that thread asks.
    case state(time: Double, screen: String, model: Int, state: any Sendable)
    /// The tree changed from `old` (nil: the first look) to `new`.
    case tree(time: Double, old: RIBTreeSnapshot?, new: RIBTreeSnapshot)
    /// A frame was drawn.
    case frame(time: Double, CellBuffer)
    /// The app ended with `exit`: the last line.
    case end(time: Double, exit: Int)
}
