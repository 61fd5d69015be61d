/// Names one of a ``ScreenHost``'s frame observers, so that it alone can be removed.
public struct FrameObserverToken: Sendable, Hashable {
    let number: Int
}
