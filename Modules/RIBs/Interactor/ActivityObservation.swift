/// A running observation of an interactor's activity; cancelled by ``cancel()`` or when released.
///
/// Unlike ``LeakDetectionHandle``, releasing it cancels it: an observation must not outlive
/// the router or worker that holds it.
@MainActor
public final class ActivityObservation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation; calling it again does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    // Nonisolated, run on the main actor where its holder releases it (see Interactor's deinit).
    nonisolated deinit {
        MainActor.assumeIsolated {
            cancel()
        }
    }
}
