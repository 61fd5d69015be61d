import DesignSystem
import FeatureUserInterface

/// A post whose body is 7 MB (Korean, Japanese, English and emoji) on its page at 200x60:
/// measured, the first frame, and one key (Down, then Up at the end) and the frame it leads to. The page wraps once
/// per width and draws only the rows in view, so a key costs what it costs on a short post.
@MainActor
func runPostDetailBenchmarks(into table: inout BenchmarkTable) {
    let sentence = "긴 글을 읽는 중입니다. 長い投稿を読んでいます。 A very long post, read one key at a time 📜 "
    var body = ""
    while body.utf8.count < 7_000_000 { body += sentence }
    let state = PostDetailViewState(
        title: "A post of 7 MB · 7 MB 게시글", author: "Ada Brooks", body: body,
        comments: [.init(author: "Noah", body: "Long indeed.")], commentsStatus: .loaded)
    let viewController = PostDetailViewController(initialState: state)
    let size = Size(width: 200, height: 60)
    var writer = FrameWriter(colorMode: .trueColor)
    blackHole(writer.outputBytes(for: ScreenLayout.frame(for: viewController, size: size, globalHints: ScreenLayout.hostHints)))
    // Opening the post: the page is laid out once for the width (the body cut at its limit).
    table.measure("post detail, first frame with a 7 MB body (200x60): layout+render+diff+encode", goal: .time(atMost: 100_000_000)) {
        var fresh = FrameWriter(colorMode: .trueColor)
        let opened = PostDetailViewController(initialState: state)
        blackHole(fresh.outputBytes(for: ScreenLayout.frame(for: opened, size: size, globalHints: ScreenLayout.hostHints)))
    }
    var presses = 0
    table.measure("post detail, key with a 7 MB body (200x60): key+layout+render+diff+encode", goal: .time(atMost: 20_000_000)) {
        presses += 1
        _ = viewController.handle(presses % 200 < 100 ? .down : .up)
        blackHole(writer.outputBytes(for: ScreenLayout.frame(for: viewController, size: size, globalHints: ScreenLayout.hostHints)))
    }
}
