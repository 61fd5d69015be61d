import DesignSystem

/// The speed targets: a 200x60 frame with a 10,000-row list in a bordered box, the
/// bytes written when the selection moves, and width throughput.
@MainActor
func runListBenchmarks(into table: inout BenchmarkTable) async {
    let titles = (0..<10_000).map { index in
        switch index % 3 {
        case 0: "Post \(index): refactoring the login flow 🔐"
        case 1: "게시글 \(index): 로그인 흐름 리팩터링 🎉"
        default: "投稿 \(index): ログインの流れを整理 📷"
        }
    }
    let size = Size(width: 200, height: 60)
    let state = ListState(selectedIndex: 5_000)
    func frame(selected: Int) -> CellBuffer {
        state.selectedIndex = selected
        return Box(title: "Board · 게시판", List(count: titles.count, state: state) { titles[$0] }).rendered(size: size)
    }

    var writer = FrameWriter(colorMode: .trueColor)
    var selection = 5_000
    table.measure("200x60 list of 10,000 rows: layout+render+diff+encode", goal: .time(atMost: 500_000)) {
        selection = selection == 5_000 ? 5_001 : 5_000
        blackHole(writer.output(for: frame(selected: selection)))
    }

    var byteWriter = FrameWriter(colorMode: .trueColor)
    let before = frame(selected: 5_000)
    _ = byteWriter.output(for: before)
    let after = frame(selected: 5_001)
    let moved = byteWriter.output(for: after).utf8.count
    let unchanged = byteWriter.output(for: frame(selected: 5_001)).utf8.count
    // The plain text of the rows that changed, padded to the full width, as the yardstick.
    let changedRows = zip(before.plainTextLines, after.plainTextLines).filter { $0 != $1 }
    let rowBytes = changedRows.reduce(0) { total, pair in
        total + pair.1.utf8.count + max(0, size.width - pair.1.displayWidth)
    }
    table.check(
        "list selection moved one row: bytes (goal 2x the \(changedRows.count) changed rows' text)",
        value: Double(moved), goal: .bytes(atMost: 2 * rowBytes))
    table.check("list frame unchanged: bytes", value: Double(unchanged), goal: .bytes(atMost: 0))
}

/// Width throughput on long ASCII and Hangul texts.
@MainActor
func runWidthBenchmarks(into table: inout BenchmarkTable) {
    let ascii = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_000)
    let hangul = String(repeating: "다람쥐 헌 쳇바퀴에 타고파 키스의 고유조건은 입술끼리 만나야 하고 특별한 기술은 필요치 않다 ", count: 500)
    let asciiCount = ascii.unicodeScalars.count
    let hangulCount = hangul.unicodeScalars.count
    let asciiName = "width of \(asciiCount) ASCII characters"
    let hangulName = "width of \(hangulCount) Hangul-text characters"
    // The rates below are the goals; the times are held to the same rates.
    table.measure(asciiName, goal: .time(atMost: Double(asciiCount) / 50e6 * 1e9)) { blackHole(ascii.displayWidth) }
    table.measure(hangulName, goal: .time(atMost: Double(hangulCount) / 5e6 * 1e9)) { blackHole(hangul.displayWidth) }
    table.rate("ASCII width rate", of: asciiName, unitsPerOperation: asciiCount, goal: .rate(atLeast: 50e6, unit: "chars"))
    table.rate("Hangul width rate", of: hangulName, unitsPerOperation: hangulCount, goal: .rate(atLeast: 5e6, unit: "chars"))
}
