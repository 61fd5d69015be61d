import DesignSystem
import Dispatch
import Resources

/// `MainCLI replay FILE`: the recorded session re-executed by the app, step by step, at the
/// recorded pace (or ``Pace/stepping``, a key a step), shown in this terminal through a
/// ``ReplayViewController``.
///
/// The app runs headless inside a ``SessionReplay`` (the same tree, data and supplies as
/// `--check`); this driver only decides when the next step runs, and the viewer shows the
/// app's frame as the app draws it now. A difference from the recording does not stop it: the
/// line at the bottom says at which step the app first went another way.
@MainActor
public final class LiveReplay {
    /// How the steps follow each other.
    public enum Pace: Equatable, Sendable {
        /// At the recorded times, `speed` times as fast.
        case recorded(speed: Double)
        /// Paused from the start; each `n` (or →) runs one step.
        case stepping
    }

    /// The fastest and slowest `--speed` taken.
    public nonisolated static let speeds: ClosedRange<Double> = 0.01...1000

    private let replay: SessionReplay
    private let speed: Double
    /// Whether the replay waits for a key before each step.
    private(set) var isPaused: Bool
    /// Whether a step is running now (a step awaits the app, so it spans main-queue turns).
    private var isRunningStep = false
    /// Counts schedules, so that a timer set before a pause (or a key's step) does nothing.
    private var schedule = 0
    /// Asked to redraw when a step has run.
    var onChange: (@MainActor () -> Void)?

    /// A live replay of `replay` at `pace`.
    public init(replay: SessionReplay, pace: Pace) {
        self.replay = replay
        switch pace {
        case .recorded(let speed):
            self.speed = min(max(speed, Self.speeds.lowerBound), Self.speeds.upperBound)
            isPaused = false
        case .stepping:
            speed = 1
            isPaused = true
        }
    }

    /// The viewer to show as the root of a ``ScreenHost``; it asks the host to redraw after each step.
    public func viewController(redrawing host: ScreenHost) -> ViewController {
        onChange = { [weak host] in host?.setNeedsRender() }
        return ReplayViewController(replay: self)
    }

    /// Runs the launch (step 0), then the steps at their pace.
    public func start() {
        runStep(then: true)
    }

    /// The app's frame now.
    var frame: CellBuffer { replay.frame }

    private var lastStep: Int { replay.steps.count - 1 }
    private var stepShown: Int { max(0, replay.stepsRun - 1) }
    private var isAtEnd: Bool { replay.stepsRun > lastStep }

    /// The bottom line: the step, the time, and how the replay goes.
    var statusLine: String {
        let step = replay.steps[min(stepShown, lastStep)]
        let position = R.string.replay.position(
            "\(step.number)", "\(lastStep)", Self.clock(step.time), Self.clock(replay.steps[lastStep].endTime))
        let state: String
        if let difference = replay.difference {
            state = R.string.replay.differs("\(difference.step)")
        } else if isAtEnd {
            state = R.string.replay.finished()
        } else if isPaused {
            state = R.string.replay.paused()
        } else {
            state = R.string.replay.playing(Self.speedText(speed))
        }
        return position + " · " + state
    }

    /// Space: pause, or go on from here.
    func togglePause() {
        isPaused.toggle()
        schedule &+= 1
        if !isPaused { scheduleNextStep() }
        onChange?()
    }

    /// `n` or →: pause, and run the next step now.
    func runNextStep() {
        isPaused = true
        schedule &+= 1
        runStep(then: false)
    }

    private func runStep(then continues: Bool) {
        guard !isRunningStep, !isAtEnd else {
            onChange?()
            return
        }
        isRunningStep = true
        let next = replay.stepsRun
        Task { @MainActor in
            await replay.run(to: next)
            isRunningStep = false
            onChange?()
            if continues, !isPaused { scheduleNextStep() }
        }
    }

    /// Runs the next step when its time comes, the recorded gap divided by the speed.
    private func scheduleNextStep() {
        guard !isPaused, !isAtEnd, !isRunningStep else { return }
        let now = replay.steps[stepShown].time
        let gap = max(0, replay.steps[replay.stepsRun].time - now) / speed
        schedule &+= 1
        let thisSchedule = schedule
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(Int(min(gap, 86_400) * 1000))) {
            MainActor.assumeIsolated {
                guard self.schedule == thisSchedule, !self.isPaused else { return }
                self.runStep(then: true)
            }
        }
    }

    /// `1:02.5`: minutes, seconds and tenths.
    static func clock(_ seconds: Double) -> String {
        let tenths = Int((max(0, seconds.isFinite ? seconds : 0) * 10).rounded())
        let secondsPart = (tenths / 10) % 60
        return "\(tenths / 600):" + (secondsPart < 10 ? "0" : "") + "\(secondsPart).\(tenths % 10)"
    }

    /// `2`, `0.5`: the speed as `--speed` took it.
    static func speedText(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }
}
