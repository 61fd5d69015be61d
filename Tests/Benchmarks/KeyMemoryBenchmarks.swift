import Foundation

/// Whether the app keeps anything per key: the release MainCLI signed in on its main menu in a
/// pty of 80x24, warmed up with 2,000 keys, then 100,000 keys (Down and Up in turn, each waited
/// for until its frame is in) and 100,000 mouse drag reports below the menu (each written on its
/// own, with a key and its frame every 100 to keep in step), its resident size read before and after each.
/// Under 1 MB of growth for each: a leak of a few bytes a key shows as well above that. (A
/// frame per key used to keep Observation's registrations: about 1.1 KB a key.)
@MainActor
func runKeyMemoryBenchmarks(into table: inout BenchmarkTable) {
    guard let mainCLI = releaseMainCLIOnPty(group: "key-memory", into: &table) else { return }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("key-memory-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let launch = PtyLaunch.mainCLI(mainCLI, scratch: scratch)
    guard let app = PtyApp(launch), app.read(until: frameEnd, timeout: 5) else {
        table.note("key-memory: not measured: MainCLI drew no first frame")
        return
    }
    // Sign in as a member with a guest: the main menu, a list that Down and Up move through.
    for keys in ["ada", "\r", "\r", "\r"] {
        app.type(keys)
        guard app.read(until: frameEnd, timeout: 5) else {
            table.note("key-memory: not measured: no frame after typing \(keys.debugDescription) to sign in")
            return
        }
    }
    func pressArrows(_ count: Int) -> Bool {
        for index in 0..<count {
            app.type(index % 2 == 0 ? "\u{1B}[B" : "\u{1B}[A")
            guard app.read(until: frameEnd, timeout: 5) else { return false }
        }
        return true
    }
    guard pressArrows(2_000), let beforeKeys = residentBytes(ofProcess: app.pid) else {
        table.note("key-memory: not measured: the warm-up did not finish")
        return
    }
    guard pressArrows(100_000), let afterKeys = residentBytes(ofProcess: app.pid) else {
        table.note("key-memory: not measured: the keys did not all get their frames")
        return
    }
    table.check("key-memory: resident growth over 100,000 keys after a warm-up", value: Double(afterKeys - beforeKeys), goal: .bytes(atMost: 1024 * 1024))

    // A drag below the menu, where a press opens nothing (the keys between keep working), moving
    // between two cells.
    app.type("\u{1B}[<0;40;16M")
    var inStep = true
    for index in 0..<100_000 where inStep {
        inStep = app.typeWaitingForRoom(index % 2 == 0 ? "\u{1B}[<32;41;16M" : "\u{1B}[<32;40;16M")
        if inStep, index % 100 == 99 {
            // Down and Up in turn: at the menu's end a Down would draw nothing.
            app.type(index % 200 == 99 ? "\u{1B}[B" : "\u{1B}[A")
            inStep = app.read(until: frameEnd, timeout: 5)
        }
    }
    // The release, then a key whose frame says everything before it was read.
    app.type("\u{1B}[<0;40;16m\u{1B}[B")
    guard inStep, app.read(until: frameEnd, timeout: 5), let afterDrags = residentBytes(ofProcess: app.pid) else {
        table.note("key-memory: not measured: the drag reports fell out of step")
        return
    }
    table.check(
        "key-memory: resident growth over 100,000 mouse drag reports", value: Double(afterDrags - afterKeys), goal: .bytes(atMost: 1024 * 1024))
}
