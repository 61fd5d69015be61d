/// A pending leak expectation; ``cancel()`` withdraws it, after which it never reports.
///
/// Unlike ``ActivityObservation``, releasing it does not cancel it: callers drop the handle
/// (`@discardableResult`) and still expect the check to run.
@MainActor
public final class LeakDetectionHandle {
    private var onCancel: (@MainActor () -> Void)?

    /// The handle of an expectation a switched-off detector never made; one for all.
    static let inert = LeakDetectionHandle {}

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Withdraws the expectation; calling it again does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
