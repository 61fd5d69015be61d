import FeatureDomain

/// Circumstances that record every draw and every reading of the day, so that a replay can
/// hand the same ones back; sleeps are not recorded (a replay keeps virtual time).
@MainActor
final class RecordingCircumstances: Circumstances {
    private let base: any Circumstances
    private let writer: SessionWriter
    private let clock: SessionClock

    init(_ base: any Circumstances, writer: SessionWriter, clock: SessionClock) {
        self.base = base
        self.writer = writer
        self.clock = clock
    }

    func draw(_ purpose: DrawPurpose, in range: ClosedRange<Int>) -> Int {
        let value = base.draw(purpose, in: range)
        let draw = SessionDraw(purpose: purpose.rawValue, low: range.lowerBound, high: range.upperBound, value: value)
        writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .draw(draw))))
        return value
    }

    func today() -> String {
        let day = base.today()
        writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .today(day))))
        return day
    }

    func sleep(for duration: Duration) async throws {
        try await base.sleep(for: duration)
    }
}
