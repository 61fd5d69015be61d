/// What the app's logic reads from outside itself: random draws, the calendar day and the
/// passing of time. Injected through ``RootDependency`` so that tests fix them and a recorded
/// session can be replayed with the same draws, the same day and virtual time.
@MainActor
public protocol Circumstances: AnyObject {
    /// A number in `range`, drawn for `purpose`.
    func draw(_ purpose: DrawPurpose, in range: ClosedRange<Int>) -> Int
    /// Today's date in UTC, as `yyyy-MM-dd` (what promotion codes compare their last day with).
    func today() -> String
    /// Waits for `duration` (a simulated service's latency); throws when the caller's task is cancelled.
    func sleep(for duration: Duration) async throws
}
