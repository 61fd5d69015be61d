import DesignSystem
import FeatureUserInterface
import Foundation

/// The frame goals: the 200x60 board frame beside the same frame drawn by Python's Rich
/// (run in this invocation through `Comparison/rich-board.sh`, which makes its own virtual
/// environment), the ratio beside its goal, and the sign-in screen's render, the largest stage
/// of a typed key, beside its own.
@MainActor
func runBoardBenchmarks(into table: inout BenchmarkTable) {
    let posts = TablePosts(count: 10_000)
    let scrolled = "board 200x60, scrolled one row per frame: layout+render+diff+encode (goal: half of 0.13 ms)"
    var writer = FrameWriter(colorMode: .trueColor)
    var offset = 0
    blackHole(writer.outputBytes(for: BoardFrame.render(posts, offset: offset)))
    // The board one row further on, diffed against the frame before it.
    let scrollOneRow = {
        offset = offset + BoardFrame.visibleRows + 1 < posts.count ? offset + 1 : 0
        blackHole(writer.outputBytes(for: BoardFrame.render(posts, offset: offset)))
    }
    // The whole frame each time, as Rich writes it (no previous frame to diff against).
    let drawWhole = {
        offset = offset + BoardFrame.visibleRows + 1 < posts.count ? offset + 1 : 0
        var fresh = FrameWriter(colorMode: .trueColor)
        blackHole(fresh.outputBytes(for: BoardFrame.render(posts, offset: offset)))
    }
    table.measure(scrolled, goal: .time(atMost: 65_000), scrollOneRow)
    table.measure("board 200x60, whole frame each time: layout+render+encode", goal: .reference, drawWhole)

    // Rich and ours in alternating rounds, each timing the two back to back: this VM's speed
    // changes between stretches of a few seconds (docs/PERFORMANCE.md), and a ratio of figures taken apart can
    // set a fast stretch of one against a slow stretch of the other.
    switch RichBoard.prepare(posts) {
    case .failure(let reason):
        table.note("board: Rich comparison skipped: \(reason)")
    case .success(let board):
        defer { board.remove() }
        var version = ""
        var richSamples: [Double] = []
        var scrolledRatios: [Double] = []
        var wholeRatios: [Double] = []
        var roundFigures: [String] = []
        rounds: for round in 1...RichBoard.rounds {
            let oursScrolled = middle(of: BenchmarkTable.sample(seconds: 0.1, scrollOneRow).cpu)
            let oursWhole = middle(of: BenchmarkTable.sample(seconds: 0.1, drawWhole).cpu)
            switch RichBoard.run(board, frames: RichBoard.framesPerRound) {
            case .failure(let reason):
                table.note("board: Rich comparison stopped in round \(round) of \(RichBoard.rounds): \(reason)")
                break rounds
            case .success(let rich):
                version = rich.version
                richSamples += rich.cpuSamples
                let richMedian = middle(of: rich.cpuSamples)
                scrolledRatios.append(richMedian / oursScrolled)
                wholeRatios.append(richMedian / oursWhole)
                roundFigures.append("\(formatTime(richMedian)) ÷ \(formatTime(oursScrolled)) = \(Int(richMedian / oursScrolled))×")
            }
        }
        guard scrolledRatios.count == RichBoard.rounds else { break }
        table.record("board: Rich \(version), the same frame whole to a string, per frame (CPU time)", cpuSamples: richSamples, goal: .reference)
        table.check(
            "board: Rich's time ÷ ours, scrolled frame (median of \(RichBoard.rounds) rounds timing both back to back)",
            value: middle(of: scrolledRatios), goal: .ratio(atLeast: 300))
        table.note("board: the rounds, Rich's frame ÷ our scrolled frame: " + roundFigures.joined(separator: "; "))
        table.check("board: Rich's time ÷ ours, whole frame each time (the same rounds)", value: middle(of: wholeRatios), goal: .referenceRatio)
    }

    runSignInRender(into: &table)
}

/// The sign-in screen at 80x24 as the app shows it (the status bar with `^C Quit`), a letter
/// typed into the focused field and taken back in turn: the key's dispatch, then the frame.
@MainActor
private func runSignInRender(into table: inout BenchmarkTable) {
    let session = ScreenSession()
    session.setRoot(LoggedOutViewController(initialState: LoggedOutViewState()))
    let size = DesignSystem.Size(width: 80, height: 24)
    var writer = FrameWriter(colorMode: .trueColor)
    blackHole(writer.outputBytes(for: session.frame(size: size)))
    var typed = false
    table.measure("sign-in 80x24: render (state → cell buffer) after a typed letter", goal: .time(atMost: 20_000)) {
        typed.toggle()
        _ = session.handle(typed ? .character("a") : .backspace)
        blackHole(session.frame(size: size))
    }
    table.measure("sign-in 80x24: key + render + diff + encode", goal: .time(atMost: 30_000)) {
        typed.toggle()
        _ = session.handle(typed ? .character("a") : .backspace)
        blackHole(writer.outputBytes(for: session.frame(size: size)))
    }
}

/// Types into the sign-in screen and draws it for `frames` frames with no timing: a steady loop
/// for `perf record` (`Benchmarks signin-loop`), like `table-loop`.
@MainActor
func runSignInLoop(frames: Int) {
    let session = ScreenSession()
    session.setRoot(LoggedOutViewController(initialState: LoggedOutViewState()))
    var writer = FrameWriter(colorMode: .trueColor)
    for frame in 0..<frames {
        _ = session.handle(frame % 2 == 0 ? .character("a") : .backspace)
        blackHole(writer.outputBytes(for: session.frame(size: DesignSystem.Size(width: 80, height: 24))))
    }
}

/// Rich drawing the board, in a child process.
private enum RichBoard {
    /// Rounds of the comparison, and Rich's frames in each (after its own warm-up).
    static let rounds = 5
    static let framesPerRound = 8

    struct Figures {
        var version: String
        var cpuSamples: [Double]
    }

    /// The board written for the script, once for every round.
    struct Board {
        let script: String
        let input: URL

        func remove() { try? FileManager.default.removeItem(at: input) }
    }

    /// Writes the board's posts where the script reads them.
    static func prepare(_ posts: TablePosts) -> Result<Board, Failure> {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Comparison/rich-board.sh").path
        guard FileManager.default.isExecutableFile(atPath: script) else { return .failure(Failure("\(script) is missing")) }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("board-\(UUID().uuidString).json")
        do {
            try JSONSerialization.data(withJSONObject: boardDescription(posts)).write(to: input)
        } catch {
            return .failure(Failure("could not write the board for the script: \(error)"))
        }
        let board = Board(script: script, input: input)
        // One frame first, untimed: on first use the script makes its virtual environment, which
        // would otherwise come between the first round's two timings.
        if case .failure(let failure) = run(board, frames: 1) {
            board.remove()
            return .failure(failure)
        }
        return .success(board)
    }

    /// Runs the script on `board` for `frames` frames and reads its figures.
    static func run(_ board: Board, frames: Int) -> Result<Figures, Failure> {
        // The script's errors go to a file, read only when it fails: a pipe nobody reads
        // while it runs could fill and stop it.
        let errorFile = board.input.deletingPathExtension().appendingPathExtension("errors")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", board.script, board.input.path, String(frames)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorFile.path)
        do { try process.run() } catch { return .failure(Failure("could not start \(board.script): \(error)")) }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let why = errors.split(separator: "\n").last.map(String.init) ?? "no message"
            return .failure(Failure("the script exited with status \(process.terminationStatus): \(why)"))
        }
        return parse(text).map { .success($0) } ?? .failure(Failure("the script printed no figures: \(text)"))
    }

    /// `rich VERSION … cpu_samples_ns N,N,…`: the version and the CPU time of each frame.
    private static func parse(_ text: String) -> Figures? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, words[0] == "rich", let index = words.firstIndex(of: "cpu_samples_ns"), index + 1 < words.count else {
            return nil
        }
        let samples = words[index + 1].split(separator: ",").compactMap { Double($0) }
        return samples.isEmpty ? nil : Figures(version: words[1], cpuSamples: samples)
    }

    /// The board as the script reads it: size, title, colours, columns and every post.
    private static func boardDescription(_ posts: TablePosts) -> [String: Any] {
        func hex(_ token: ColorToken) -> String {
            let color = Theme.current.palette[token]
            return String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
        }
        let columns: [[String: Any]] = TablePosts.columns.map { column in
            var description: [String: Any] = ["title": column.title, "justify": column.alignment == .trailing ? "right" : "left"]
            switch column.width {
            case .fixed(let width): description["width"] = width
            case .flexible(let minimum, let weight): (description["minimum"], description["ratio"]) = (minimum, weight)
            }
            return description
        }
        return [
            "width": BoardFrame.size.width, "height": BoardFrame.size.height, "visible": BoardFrame.visibleRows,
            "selected": BoardFrame.selectedRow, "title": BoardFrame.title(posts), "columns": columns,
            "rows": (0..<posts.count).map(posts.row),
            "colors": ["text": hex(.text), "secondary": hex(.secondary), "border": hex(.border), "selection": hex(.selection)],
        ]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
