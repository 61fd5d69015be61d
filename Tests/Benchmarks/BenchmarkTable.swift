import Foundation

/// A target a figure is held to: at most or at least a value, with the unit it is printed in.
struct Goal {
    private enum Bound { case atMost, atLeast, none }
    private let bound: Bound
    private let limit: Double
    private let format: (Double) -> String

    /// A time per operation of at most `nanoseconds`.
    static func time(atMost nanoseconds: Double) -> Goal { Goal(bound: .atMost, limit: nanoseconds, format: formatTime) }
    /// A byte count of at most `bytes`.
    static func bytes(atMost bytes: Int) -> Goal { Goal(bound: .atMost, limit: Double(bytes), format: formatBytes) }
    /// A count of at most `count`.
    static func count(atMost count: Int) -> Goal { Goal(bound: .atMost, limit: Double(count)) { String(Int($0)) } }
    /// A rate of at least `perSecond`, printed in millions of `unit` per second.
    static func rate(atLeast perSecond: Double, unit: String) -> Goal {
        Goal(bound: .atLeast, limit: perSecond) { String(format: "%.1f M \(unit)/s", $0 / 1e6) }
    }

    /// A ratio of at least `times`, printed as "N×".
    static func ratio(atLeast times: Double) -> Goal {
        Goal(bound: .atLeast, limit: times) { String(format: "%.0f×", $0) }
    }

    /// No target: a ratio printed for comparison beside the others.
    static var referenceRatio: Goal { Goal(bound: .none, limit: 0) { String(format: "%.0f×", $0) } }

    /// No target: a figure printed for comparison beside the others.
    static var reference: Goal { Goal(bound: .none, limit: 0, format: formatTime) }

    /// Whether a larger figure is better (a rate), rather than a smaller one (a time, a size).
    var largerIsBetter: Bool { bound == .atLeast }

    func isMet(by value: Double) -> Bool {
        switch bound {
        case .atMost: value <= limit
        case .atLeast: value >= limit
        case .none: true
        }
    }

    var text: String {
        switch bound {
        case .atMost: "≤ " + format(limit)
        case .atLeast: "≥ " + format(limit)
        case .none: "(reference)"
        }
    }
    func formatted(_ value: Double) -> String { format(value) }
}

func formatTime(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    default: String(format: "%.3f ms", nanoseconds / 1_000_000)
    }
}

func formatBytes(_ bytes: Double) -> String { "\(Int(bytes)) B" }

/// The median of `values` (the upper one of an even count), 0 for none.
func middle(of values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

/// Runs named measurements and prints them as a table: each figure (for timings the median
/// per operation, with the 10th to 90th percentile and the number of samples) beside its goal
/// and whether the goal is met.
///
/// Work on the main thread is judged on that thread's CPU time per operation, so that the
/// other builds and tests sharing this machine's two cores do not count against it; its
/// wall-clock median is printed beside it. Work on several threads (the relay) is judged on
/// wall-clock time.
@MainActor
struct BenchmarkTable {
    private struct Row {
        var name: String
        var value: Double
        var figure: String
        var wall: String
        var spread: String
        var goal: Goal
        var isMet: Bool

        /// Whether the row has a goal to meet (a reference figure has none).
        var isJudged: Bool { goal.text != Goal.reference.text }
        var result: String { isJudged ? (isMet ? "met" : "NOT MET") : "—" }
    }

    private var rows: [Row] = []
    private var medians: [String: Double] = [:]
    private var notes: [String] = []

    /// Adds wall-clock samples measured outside the table (nanoseconds each), judged by `goal`.
    mutating func record(_ name: String, wallSamples: [Double], goal: Goal) {
        guard !wallSamples.isEmpty else {
            notes.append("\(name): no samples (the measurement failed)")
            return
        }
        record(name, samples: wallSamples, wall: "(wall)", goal: goal)
    }

    /// Adds CPU-time samples measured in another process (nanoseconds each), judged by `goal`.
    mutating func record(_ name: String, cpuSamples: [Double], goal: Goal) {
        guard !cpuSamples.isEmpty else {
            notes.append("\(name): no samples (the measurement failed)")
            return
        }
        record(name, samples: cpuSamples, wall: "(child's CPU)", goal: goal)
    }

    /// Adds a line of text under the table, for what is not a figure.
    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Times `body`: a warm-up, then batches sized to take about a millisecond each, for about
    /// `seconds` in all; each sample is a batch's time divided by its size.
    mutating func measure(_ name: String, goal: Goal, seconds: Double = 0.5, _ body: () -> Void) {
        let samples = Self.sample(seconds: seconds, body)
        record(name, samples: samples.cpu, wall: formatTime(middle(of: samples.wall)) + " wall", goal: goal)
    }

    /// The samples `measure` takes, recorded nowhere: the main thread's CPU time and the
    /// wall-clock time per run of `body`, batch by batch.
    static func sample(seconds: Double, _ body: () -> Void) -> (cpu: [Double], wall: [Double]) {
        for _ in 0..<3 { body() }
        var batch = 1
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { body() }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            if elapsed > 1_000_000 || batch >= 1 << 20 { break }
            batch *= 2
        }
        var samples: [Double] = []
        var wallSamples: [Double] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline || samples.count < 5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUNanoseconds()
            for _ in 0..<batch { body() }
            samples.append(Double(threadCPUNanoseconds() - cpuStart) / Double(batch))
            wallSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(batch))
        }
        return (samples, wallSamples)
    }

    /// Times `body`, which performs `operations` operations, over `repetitions` runs after one
    /// warm-up run; each sample is a run's time divided by `operations`. Work that stays on the
    /// main thread (`mainThreadOnly`) is judged on its CPU time, other work on wall-clock time.
    mutating func measure(
        _ name: String, goal: Goal, operations: Int, repetitions: Int = 5, mainThreadOnly: Bool = false, _ body: () async -> Void
    ) async {
        await body()
        var samples: [Double] = []
        var wallSamples: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUNanoseconds()
            await body()
            wallSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations))
            samples.append(Double(threadCPUNanoseconds() - cpuStart) / Double(operations))
        }
        let wall = wallSamples.sorted()[wallSamples.count / 2]
        if mainThreadOnly {
            record(name, samples: samples, wall: formatTime(wall) + " wall", goal: goal)
        } else {
            record(name, samples: wallSamples, wall: "(wall-clock)", goal: goal)
        }
    }

    private mutating func record(_ name: String, samples unsorted: [Double], wall: String, goal: Goal) {
        let samples = unsorted.sorted()
        func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * p))] }
        let median = percentile(0.5)
        medians[name] = median
        let spread = "\(formatTime(percentile(0.1)))–\(formatTime(percentile(0.9))) (\(samples.count))"
        rows.append(
            Row(name: name, value: median, figure: formatTime(median), wall: wall, spread: spread, goal: goal, isMet: goal.isMet(by: median)))
    }

    /// Adds a figure that is not a timing (bytes, a count), beside its goal.
    mutating func check(_ name: String, value: Double, goal: Goal) {
        rows.append(Row(name: name, value: value, figure: goal.formatted(value), wall: "", spread: "", goal: goal, isMet: goal.isMet(by: value)))
    }

    /// The median of the measurement `name`, if it was taken.
    func median(of name: String) -> Double? { medians[name] }

    /// Adds the rate the measurement `name` achieved at its median, `unitsPerOperation` per run.
    mutating func rate(_ name: String, of measured: String, unitsPerOperation: Int, goal: Goal) {
        guard let median = medians[measured] else { return }
        check(name, value: Double(unitsPerOperation) / (median / 1e9), goal: goal)
    }

    /// Saves every figure to `path` (JSON: name → figure), for a later ``compare(withBaselineAt:)``.
    func saveBaseline(to path: String) throws {
        let figures = Dictionary(rows.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let data = try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        Swift.print("Saved \(figures.count) figures to \(path)")
    }

    /// Prints each figure beside the one saved in the baseline at `path`, and flags a change for
    /// the worse of more than `tolerance` (a fraction); returns how many were flagged.
    @discardableResult
    func compare(withBaselineAt path: String, tolerance: Double = 0.10) -> Int {
        guard let data = FileManager.default.contents(atPath: path),
            let baseline = (try? JSONSerialization.jsonObject(with: data)) as? [String: Double]
        else {
            Swift.print("Baseline \(path) could not be read (save one with --save-baseline \(path))")
            return 0
        }
        Swift.print("Against the baseline \(path) (worse by more than \(Int(tolerance * 100)) % is flagged):")
        let nameWidth = max(12, rows.map(\.name.count).max() ?? 0)
        var regressions = 0
        for row in rows {
            guard let before = baseline[row.name], before > 0 else {
                Swift.print(row.name.padded(nameWidth) + "  new (no figure in the baseline)")
                continue
            }
            let change = (row.value - before) / before
            let worse = row.goal.largerIsBetter ? -change : change
            let flag = worse > tolerance ? "REGRESSION" : (worse < -tolerance ? "better" : "same")
            if worse > tolerance { regressions += 1 }
            Swift.print(
                row.name.padded(nameWidth) + "  " + row.goal.formatted(before).leftPadded(12) + " → " + row.figure.leftPadded(12)
                    + String(format: "  %+.1f %%  ", change * 100) + flag)
        }
        Swift.print("\(regressions) regression\(regressions == 1 ? "" : "s") against the baseline")
        return regressions
    }

    func print() {
        let nameWidth = max(12, rows.map(\.name.count).max() ?? 0)
        Swift.print("Times are medians per operation: CPU time of the main thread (wall-clock beside it) for")
        Swift.print("work on the main thread, wall-clock for work on several threads; p10–p90 is the spread of the judged figure.")
        let goalWidth = (rows.map(\.goal.text.count).max() ?? 4) + 2
        let header =
            "benchmark".padded(nameWidth) + "  " + "figure".leftPadded(16) + "  " + "".leftPadded(16) + "   "
            + "p10–p90 (samples)".padded(30) + "goal".padded(goalWidth) + "result"
        Swift.print(header)
        for row in rows {
            Swift.print(
                row.name.padded(nameWidth) + "  " + row.figure.leftPadded(16) + "  " + row.wall.leftPadded(16) + "   "
                    + row.spread.padded(30) + row.goal.text.padded(goalWidth) + row.result)
        }
        for note in notes { Swift.print(note) }
        let judged = rows.filter(\.isJudged)
        Swift.print("\(judged.filter(\.isMet).count) of \(judged.count) goals met")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
