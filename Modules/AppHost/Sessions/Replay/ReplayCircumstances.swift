import FeatureDomain

/// The replayed app's circumstances: the recorded draws and days, and sleeps in virtual time.
@MainActor
final class ReplayCircumstances: Circumstances {
    private let supplies: ReplaySupplies
    private let clock: VirtualClock

    init(supplies: ReplaySupplies, clock: VirtualClock) {
        self.supplies = supplies
        self.clock = clock
    }

    func draw(_ purpose: DrawPurpose, in range: ClosedRange<Int>) -> Int {
        // A draw the recording lacks is a difference (reported by the step); the app goes on
        // with the range's lowest value meanwhile.
        supplies.draw(purpose.rawValue, in: range) ?? range.lowerBound
    }

    func today() -> String {
        supplies.today()
    }

    func sleep(for duration: Duration) async throws {
        try await clock.sleep(for: duration)
    }
}
