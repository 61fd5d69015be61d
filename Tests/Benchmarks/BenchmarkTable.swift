import Foundation

/// Keeps a value alive so the optimiser cannot remove the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs named measurements and prints them as a table: per-operation median, spread
/// (the 10th to 90th percentile) and the number of samples.
@MainActor
struct BenchmarkTable {
    private struct Row {
        var name: String
        var median: Double
        var low: Double
        var high: Double
        var samples: Int
    }

    private var rows: [Row] = []
    private var notes: [String] = []

    /// Times `body`: a warm-up, then batches sized to take about a millisecond each, for about
    /// `seconds` in all; each sample is a batch's time divided by its size.
    mutating func measure(_ name: String, seconds: Double = 0.5, _ body: () -> Void) {
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
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline || samples.count < 5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { body() }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(batch))
        }
        record(name, samples: samples)
    }

    /// Adds a row for samples measured outside ``measure(_:seconds:_:)`` (nanoseconds each).
    mutating func record(_ name: String, samples unsorted: [Double]) {
        guard !unsorted.isEmpty else {
            notes.append("\(name): no samples (the measurement failed)")
            return
        }
        let samples = unsorted.sorted()
        func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * p))] }
        rows.append(Row(name: name, median: percentile(0.5), low: percentile(0.1), high: percentile(0.9), samples: samples.count))
    }

    /// Times `body`, which performs `operations` operations, over `repetitions` runs after one
    /// warm-up run; each sample is a run's time divided by `operations`.
    mutating func measure(_ name: String, operations: Int, repetitions: Int = 5, _ body: () async -> Void) async {
        await body()
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            await body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations))
        }
        record(name, samples: samples)
    }

    /// Adds a line saying how many units per second the measurement `name` achieved at its median.
    mutating func throughput(_ name: String, unitsPerOperation: Int, unit: String) {
        guard let row = rows.first(where: { $0.name == name }) else { return }
        let perSecond = Double(unitsPerOperation) / (row.median / 1e9) / 1e6
        notes.append("\(name): \(String(format: "%.1f", perSecond)) \(unit)")
    }

    /// Adds a line comparing the median of `name` with its goal: figure, goal, met or not met.
    mutating func goal(_ name: String, atMostNanoseconds goal: Double) {
        guard let row = rows.first(where: { $0.name == name }) else { return }
        let verdict = row.median <= goal ? "met" : "NOT met"
        notes.append("\(name): median \(format(row.median)), goal ≤ \(format(goal)): \(verdict)")
    }

    /// Adds a line of text under the table, for checks that are not timings.
    mutating func note(_ text: String) {
        notes.append(text)
    }

    func print() {
        let nameWidth = max(12, rows.map(\.name.count).max() ?? 0)
        Swift.print("benchmark".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "   median/op   p10–p90/op            samples")
        for row in rows {
            let spread = "\(format(row.low))–\(format(row.high))"
            Swift.print(
                row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                    + format(row.median).leftPadded(10) + "   " + spread.padding(toLength: 22, withPad: " ", startingAt: 0)
                    + String(row.samples).leftPadded(7))
        }
        for note in notes { Swift.print(note) }
    }

    private func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
