import Foundation

/// How large the recording of a ten-minute session is (issue 58: under 5 MB), measured on a
/// real session rather than extrapolated from short ones: the release MainCLI beside this
/// benchmark, on a fresh pty of 80x24 with a fresh data directory, runs with `--record`
/// through `TenMinuteTour`, then quits with `q`. The file's size is held to the goal; under the
/// table go the keys typed, the bytes each kind of event takes, and whether
/// `MainCLI replay FILE --check` replays the file as recorded (its exit status is a row too,
/// since a recording that does not replay is worth nothing at any size).
@MainActor
func runRecordingSizeBenchmark(into table: inout BenchmarkTable) {
    guard let mainCLI = releaseMainCLIOnPty(group: "recording-size", into: &table) else { return }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recording-size-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let recording = scratch + "/ten-minutes.jsonl"
    var launch = PtyLaunch.mainCLI(mainCLI, scratch: scratch)
    launch.arguments += ["--record", recording]
    guard let app = PtyApp(launch) else {
        table.note("recording-size: not measured: MainCLI could not be started on a pty")
        return
    }
    var tour = TenMinuteTour(app: app)
    do {
        try tour.run(keys: TenMinuteTour.keysInTenMinutes)
    } catch {
        table.note("recording-size: not measured: \(error)")
        return
    }
    app.waitForExit(timeout: 10)
    guard let data = FileManager.default.contents(atPath: recording) else {
        table.note("recording-size: not measured: MainCLI wrote no recording at \(recording)")
        return
    }
    table.check(
        "recording-size: a ten-minute session (the tour below) recorded with --record", value: Double(data.count), goal: .bytes(atMost: 5 * 1024 * 1024))
    let shares = bytesByKind(data)
    let keyEvents = shares.first { $0.kind == "key" }?.lines ?? 0
    table.note(
        "recording-size: the tour typed \(tour.keys) keys in \(tour.rounds) rounds (\(tour.seconds) s here, faster than a person: the size follows"
            + " what the keys make the app do); the file holds \(keyEvents) key events and \(shares.reduce(0) { $0 + $1.lines }) lines")
    if shares.last?.kind != "end" {
        table.note("recording-size: the recording does not end with its end line: the app did not finish it")
    }
    let total = Double(data.count)
    table.note(
        "recording-size: bytes by kind: "
            + shares.sorted { $0.bytes > $1.bytes }.map {
                "\($0.kind) \($0.bytes) B (\(String(format: "%.1f", Double($0.bytes) / total * 100)) %, \($0.lines) lines)"
            }
            .joined(separator: ", "))

    let replay = replayCheck(mainCLI: mainCLI, recording: recording)
    table.check("recording-size: replay --check of that recording, exit status", value: Double(replay.status), goal: .count(atMost: 0))
    table.note("recording-size: replay --check \(replay.status == 0 ? "passed" : "FAILED (exit \(replay.status))"): \(replay.output)")
}

/// The bytes and lines of each kind of line in a recording (`e` of an event; the first line is
/// the header), in the order the kinds first appear.
private func bytesByKind(_ data: Data) -> [(kind: String, bytes: Int, lines: Int)] {
    var shares: [(kind: String, bytes: Int, lines: Int)] = []
    for line in data.split(separator: UInt8(ascii: "\n")) {
        let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any]
        let kind = object?["e"] as? String ?? (shares.isEmpty ? "header" : "unreadable")
        if let index = shares.firstIndex(where: { $0.kind == kind }) {
            shares[index].bytes += line.count + 1
            shares[index].lines += 1
        } else {
            shares.append((kind, line.count + 1, 1))
        }
    }
    // The end line last, wherever it is, so its absence shows.
    if let end = shares.firstIndex(where: { $0.kind == "end" }) { shares.append(shares.remove(at: end)) }
    return shares
}

/// `MainCLI replay FILE --check`: its exit status and what it printed, the first lines only.
private func replayCheck(mainCLI: String, recording: String) -> (status: Int32, output: String) {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: mainCLI)
    process.arguments = ["replay", recording, "--check"]
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch { return (-1, "could not start: \(error)") }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n").prefix(12)
    return (process.terminationStatus, lines.joined(separator: "\n    "))
}

/// What a person does in MainCLI in ten minutes, screen by screen, typed into a pty. Ten minutes
/// are taken as 1,200 keys, two a second: typing into a field goes at three to five keys a
/// second, moving through lists and games in bursts, and reading a post or a screen stops
/// typing for a while; two a second over the whole ten minutes is a brisk session, so the
/// figure errs on the heavy side. The keys go in faster than that, since a recording grows with
/// what the app does, not with the time between keys (only each line's `t` grows a digit
/// longer), but each waits until the screen it is meant for shows: a key typed sooner would
/// land on the screen before and do something else, or nothing.
///
/// The session signs in, then goes round the main menu until 1,200 keys are typed: the board
/// (the first round scrolls through all 210 posts, eleven pages loading, later rounds through
/// three; posts opened and left; a post written in the second round), the game (won by each
/// player, a tie, and a game played with the cursor keys), a promotion code in the first round,
/// the books (browsed, two added to the cart, checked out), the card application (one account
/// type a round, while there are types left), the lucky number (22 draws) and the profile
/// (the log-out and delete alerts, each cancelled).
private struct TenMinuteTour {
    /// Two keys a second for ten minutes.
    static let keysInTenMinutes = 1_200

    /// What the tour waited for in vain.
    struct Stalled: Error, CustomStringConvertible {
        let description: String
    }

    private enum Key {
        static let up = "\u{1B}[A"
        static let down = "\u{1B}[B"
        static let right = "\u{1B}[C"
        static let escape = "\u{1B}"
        static let enter = "\r"
        static let tab = "\t"
    }

    let app: PtyApp
    private(set) var keys = 0
    private(set) var rounds = 0
    private let start = DispatchTime.now().uptimeNanoseconds
    /// The posts on the offline board (the one written in the second round adds one), the
    /// rows loaded and the selected row: a key that reaches the last loaded row loads a page.
    private var posts = 210
    private var loadedRows = 0
    private var selectedRow = 0

    init(app: PtyApp) {
        self.app = app
    }

    /// Seconds since the tour began, to one decimal.
    var seconds: String { String(format: "%.1f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }

    /// Signs in, goes round until `keys` keys are typed (a round is never cut short), and quits.
    mutating func run(keys goal: Int) throws {
        guard app.read(until: frameEnd, timeout: 5) else { throw Stalled(description: "MainCLI drew no first frame") }
        try type("minjun")
        try press(Key.tab)
        try type("kim")
        try press(Key.tab)
        try press(Key.enter, until: "Main menu")
        while keys < goal {
            try board()
            try game()
            if rounds == 0 { try promotion() }
            try books()
            try cardApplication()
            try luckyNumber()
            try profile()
            rounds += 1
        }
        // q on the main menu ends the app, which ends the recording: no frame follows.
        app.type("q")
        keys += 1
    }

    private var postCount: String { "of \(posts) posts" }

    private mutating func board() throws {
        try press("2", until: postCount)
        loadedRows = 20
        selectedRow = 0
        if rounds == 0 {
            try moveDown(posts - 1)
            try moveUp(9)
            try openPost()
            try moveUp(30)
            try openPost()
        } else {
            try moveDown(45)
            try openPost()
            try moveDown(10)
            try openPost()
            try moveUp(5)
            try openPost()
        }
        if rounds == 1 {
            try press("n", until: "New post")
            try type("Ten minutes")
            try press(Key.tab)
            try type("Recorded for size.")
            try press(Key.tab)
            try press(Key.enter, until: "Posted")
            posts += 1
            // The new post, selected at the top: opened and left.
            try press(Key.enter, until: "Comments (", "No comments yet.")
            try press(Key.escape, until: "Posted", postCount)
        }
        try press(Key.escape, until: "Main menu")
    }

    private mutating func moveDown(_ count: Int) throws {
        for _ in 0..<count {
            selectedRow += 1
            if selectedRow == loadedRows - 1, loadedRows < posts {
                try press(Key.down, until: postCount)
                loadedRows = min(loadedRows + 20, posts)
            } else {
                try press(Key.down)
            }
        }
    }

    private mutating func moveUp(_ count: Int) throws {
        for _ in 0..<count {
            selectedRow -= 1
            try press(Key.up)
        }
    }

    private mutating func openPost() throws {
        try press(Key.enter, until: "Comments (", "No comments yet.")
        try press(Key.escape, until: postCount)
    }

    /// Four games of tic-tac-toe: player 1 wins the top row, player 2 the middle row, a tie,
    /// and player 1 wins a diagonal placed with the cursor keys (hjkl) from the centre.
    private mutating func game() throws {
        try press("1", until: "Game lobby")
        for (moves, outcome) in [("14253", "Won!"), ("142576", "Won!"), ("123546879", "Tie")] {
            try press(Key.enter, until: "turn (")
            for move in moves.dropLast() { try press(String(move)) }
            try press(String(moves.last!), until: outcome)
            try press(Key.enter, until: "Game lobby")
        }
        try press(Key.enter, until: "turn (")
        for key in [Key.enter, "k", Key.enter, "h", Key.enter, "l", "l", Key.enter, "j", "j"] { try press(key) }
        try press(Key.enter, until: "Won!")
        try press(Key.enter, until: "Game lobby")
        try press(Key.escape, until: "Main menu")
    }

    private mutating func promotion() throws {
        try press("7", until: "Type a code")
        try type("WELCOME10")
        try press(Key.enter, until: "Applied!")
        try press(Key.escape, until: "Main menu")
    }

    /// Two books a little further down each round, added to the cart, and the checkout.
    private mutating func books() throws {
        try press("5", until: "Books · Cart")
        for _ in 0..<2 {
            for _ in 0..<(3 + rounds) { try press(Key.down) }
            try press(Key.enter, until: "Add to cart")
            try press("a")
            try press(Key.escape, until: "Books · Cart")
        }
        try press("c", until: "Check out")
        try press(Key.enter, until: "Thank you!")
        try press(Key.escape, until: "Books · Cart")
        try press(Key.escape, until: "Main menu")
    }

    /// The screen chooses the first account type not applied for yet; the tour looks at the
    /// type beside it, comes back and applies, while there are types left (four).
    private mutating func cardApplication() throws {
        try press("6", until: "Everyday account")
        let nextType = rounds
        if (1...3).contains(nextType) {
            try press(Key.up)
            try press(Key.down)
        } else {
            try press(Key.down)
            try press(Key.up)
        }
        if nextType < 4 {
            try press(Key.enter, until: "on its way")
            try press(Key.right)
            try press(Key.enter, until: "Main menu")
        } else {
            try press(Key.escape, until: "Main menu")
        }
    }

    /// Tap 1 and Tap 2 in turn (each changes the title, so each draws a frame), by number and
    /// by focus.
    private mutating func luckyNumber() throws {
        try press("4", until: "Lucky number")
        for index in 0..<20 { try press(index % 2 == 0 ? "1" : "2") }
        for key in [Key.tab, Key.enter, Key.tab, Key.enter] { try press(key) }
        try press(Key.escape, until: "Main menu")
    }

    private mutating func profile() throws {
        try press("3", until: "Username")
        try press(Key.enter, until: "Log out?")
        try press(Key.escape)
        try press(Key.tab)
        try press(Key.enter, until: "Delete your account?")
        try press(Key.escape)
        try press(Key.escape, until: "Main menu")
    }

    private mutating func type(_ text: String) throws {
        for character in text { try press(String(character)) }
    }

    /// Types `key`, waits for a frame showing one of `texts` (any frame when none is given),
    /// then until the app has written nothing for 30 ms, so that the next key goes to the
    /// screen this one led to.
    private mutating func press(_ key: String, until texts: String...) throws {
        app.type(key)
        keys += 1
        let shown = texts.isEmpty ? app.read(until: frameEnd, timeout: 5) : app.read(untilFrameShowingAnyOf: texts.map { Array($0.utf8) }, timeout: 5)
        guard shown else {
            let awaited = texts.isEmpty ? "a frame" : texts.map(\.debugDescription).joined(separator: " or ")
            throw Stalled(description: "key \(keys) (\(key.debugDescription), round \(rounds + 1)) brought no \(awaited) within 5 s")
        }
        app.settle()
    }
}

extension PtyApp {
    /// Reads until the program has written nothing for 30 ms (at most five seconds).
    fileprivate func settle() {
        let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
        while waitReadable(timeout: 0.03), DispatchTime.now().uptimeNanoseconds < deadline { drain() }
    }
}
