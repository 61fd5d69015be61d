import SystemCalls

/// Where the time of an answer to input goes, stage by stage, for the Benchmarks' breakdown.
///
/// Off unless `SCREEN_HOST_STAGE_TRACE` names a file: the host then keeps, for each read of
/// input that led to a frame, the monotonic time at the end of each stage, and writes them to
/// that file when the run ends, one line per read: `read decoded dispatched rendered diffed
/// written`, in nanoseconds of `CLOCK_MONOTONIC` (the clock a benchmark in another process reads
/// too, so the wake-up from `read` can be measured across the two). Off, it costs the host one
/// nil check per stage: the host holds no trace.
@MainActor
final class FrameStageTrace {
    /// The stages, in the order the host passes them.
    enum Stage: Int, CaseIterable {
        /// `read` returned the input's bytes.
        case read
        /// The bytes became keys.
        case decoded
        /// The keys reached the screen and its model, which made the new state.
        case dispatched
        /// The screen drew the new state into the cell buffer.
        case rendered
        /// The buffer was compared with the last frame and encoded as bytes.
        case diffed
        /// The bytes were handed to the terminal (`write` returned).
        case written
    }

    /// The most reads kept; later ones are not recorded (a benchmark needs a few hundred).
    static let capacity = 8192

    private let path: String
    private var rows: [UInt64] = []
    private var current = [UInt64](repeating: 0, count: Stage.allCases.count)
    private var isOpen = false

    /// The trace the environment asks for, or nil (the usual case).
    static func fromEnvironment() -> FrameStageTrace? {
        guard let path = ProcessEnvironment.value(of: "SCREEN_HOST_STAGE_TRACE") else { return nil }
        return path.isEmpty ? nil : FrameStageTrace(path: path)
    }

    private init(path: String) {
        self.path = path
        rows.reserveCapacity(Self.capacity * Stage.allCases.count)
    }

    /// The current monotonic time in nanoseconds.
    static func now() -> UInt64 {
        MonotonicClock.nanoseconds()
    }

    /// Starts a row: input was just read.
    func beginRead() {
        isOpen = true
        current[Stage.read.rawValue] = Self.now()
    }

    /// Marks the end of `stage` in the open row; nothing when no read is being answered.
    func mark(_ stage: Stage) {
        guard isOpen else { return }
        current[stage.rawValue] = Self.now()
    }

    /// Ends the row; keeps it if the read led to a frame that was written.
    func endRead() {
        guard isOpen else { return }
        isOpen = false
        guard current[Stage.written.rawValue] != 0, rows.count < Self.capacity * Stage.allCases.count else {
            resetCurrent()
            return
        }
        rows.append(contentsOf: current)
        resetCurrent()
    }

    /// Writes the rows to the file (replacing it).
    func save() {
        var text = ""
        let width = Stage.allCases.count
        for start in stride(from: 0, to: rows.count, by: width) {
            text += rows[start..<start + width].map(String.init).joined(separator: " ") + "\n"
        }
        FileContents.replace(at: path, with: Array(text.utf8))
    }

    private func resetCurrent() {
        for index in current.indices { current[index] = 0 }
    }
}
