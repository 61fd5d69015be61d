import Dispatch
import Observation
import Synchronization

/// Watches what the last frame read, so that a change to it asks for the next frame, and never
/// watches more than that one frame.
///
/// `withObservationTracking` registers with every observable the frame read and removes the
/// registrations only when one of them changes. A key that changes only what no observable
/// holds (a list's selection kept in its view, a mouse hover) draws a frame without changing
/// anything observed, so each such frame would leave its registrations behind: about a
/// kilobyte a key, for as long as the app runs. So every frame also reads ``epoch``, and the
/// next frame first bumps it: that change ends the previous frame's watch, with every
/// registration it made, before the new one begins. The ended watch sees it was retired and
/// asks for no frame (nor hops to the main queue to find out).
@MainActor
final class FrameObservation {
    /// The observable every watched frame reads; bumping it ends the watch of the frame before.
    private let epoch = Epoch()
    /// The number of the watch in force. Atomic because Observation calls `onChange` on the
    /// thread that made the change, where a retired watch looks it up to stay silent.
    private let current = Atomic<Int>(0)

    /// Builds a frame with `build` under Observation's tracking; `onChange` is called on the main
    /// queue, at most once, when something the frame read changes, unless a later frame was
    /// watched first.
    func watch<Frame>(_ build: () -> Frame, onChange: @escaping @MainActor () -> Void) -> Frame {
        // Ends the last watch: its registrations go now, whether or not anything it read changed.
        let watch = current.add(1, ordering: .relaxed).newValue
        epoch.bump()
        return withObservationTracking {
            epoch.read()
            return build()
        } onChange: {
            // Called by whoever changed the value, on its thread, before the change: only a hop
            // to the main queue here, where the frames are built, and only for the watch in force.
            guard self.current.load(ordering: .relaxed) == watch else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard self.current.load(ordering: .relaxed) == watch else { return }
                    onChange()
                }
            }
        }
    }

    /// Ends the watch in force, so that nothing it read can ask for a frame (a run that ends).
    func stop() {
        current.add(1, ordering: .relaxed)
        epoch.bump()
    }
}

/// A counter with Observation's registrar of its own, read by every watched frame.
private final class Epoch: Observable, @unchecked Sendable {
    // Only touched on the main actor (by FrameObservation); Sendable for the registrar's closures.
    private let registrar = ObservationRegistrar()
    private var value = 0
    private let valueKeyPath: KeyPath<Epoch, Int> = \Epoch.counter

    /// The value, read under tracking (the key path names it for the registrar).
    private var counter: Int { value }

    func read() {
        registrar.access(self, keyPath: valueKeyPath)
    }

    func bump() {
        registrar.withMutation(of: self, keyPath: valueKeyPath) { value &+= 1 }
    }
}
