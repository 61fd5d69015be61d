import DesignSystem
import FeatureUserInterface
import Foundation
import Resources

// Speed figures for the release build:
// `swift run -c release Benchmarks [home|list|table|board|post|width|ribs|pty|key-memory|hostile-data|network|headers|tree-watch|sessions|recording-size] [--save-baseline FILE] [--baseline FILE]`.
// Each measurement runs its body repeatedly and prints the median and spread per operation
// beside its goal and whether it is met. With a group name, only that group runs.
// `--save-baseline FILE` keeps the figures; `--baseline FILE` prints each one beside the saved
// one and flags what got worse by more than 10 % (the exit status is 1 when something did).
// `SCREEN_HOST_STAGE_TRACE` is set by the pty group itself, for the per-stage breakdown.
// Home has no goal of its own; it is held to the 0.5 ms frame budget the list frame has.

@MainActor
func main() async {
    var table = BenchmarkTable()
    var arguments = Array(CommandLine.arguments.dropFirst())
    func option(_ name: String) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }
    let savePath = option("--save-baseline")
    let baselinePath = option("--baseline")
    let only = arguments.first
    // `table-loop [FRAMES]` and `signin-loop [FRAMES]`: steady loops for a profiler.
    let loopFrames = arguments.count > 1 ? Int(arguments[1]) : nil
    if only == "table-loop" {
        runTableLoop(frames: loopFrames ?? 10_000)
        return
    }
    if only == "signin-loop" {
        runSignInLoop(frames: loopFrames ?? 20_000)
        return
    }
    if only == "network-memory" {
        exit(await runNetworkMemoryProbe(scheme: CommandLine.arguments.dropFirst(2).first ?? ""))
    }
    func runs(_ group: String) -> Bool { only == nil || only == group }

    let homeState = HomeViewState(title: "Tap 1", message: "You drew 4. 한국어와 日本語 and emoji 🎲 in the description.")
    for size in [DesignSystem.Size(width: 80, height: 24), DesignSystem.Size(width: 200, height: 60)] where runs("home") {
        let viewController = HomeViewController(initialState: homeState)
        table.measure("Home frame render \(size)", goal: .time(atMost: 500_000)) {
            blackHole(ScreenLayout.frame(for: viewController, size: size, globalHints: ScreenLayout.hostHints))
        }
        var writer = FrameWriter(colorMode: .trueColor)
        let first = ScreenLayout.frame(for: viewController, size: size)
        viewController.update(state: HomeViewState(title: "Tap 2", message: "You drew 1."))
        let second = ScreenLayout.frame(for: viewController, size: size)
        var flip = false
        table.measure("Home frame diff \(size)", goal: .time(atMost: 500_000)) {
            flip.toggle()
            blackHole(writer.output(for: flip ? first : second))
        }
    }
    if runs("list") { await runListBenchmarks(into: &table) }
    if runs("table") { runTableBenchmarks(into: &table) }
    if runs("board") { runBoardBenchmarks(into: &table) }
    if runs("post") { runPostDetailBenchmarks(into: &table) }
    if runs("width") { runWidthBenchmarks(into: &table) }
    if runs("ribs") { await runRIBsBenchmarks(into: &table) }
    if runs("pty") { runPtyBenchmarks(into: &table) }
    if runs("key-memory") { runKeyMemoryBenchmarks(into: &table) }
    if runs("hostile-data") { runHostileDataBenchmarks(into: &table) }
    if runs("network") { await runNetworkBenchmarks(into: &table) }
    if runs("headers") { await runResponseHeadBenchmarks(into: &table) }
    if runs("tree-watch") { runTreeWatchBenchmarks(into: &table) }
    if runs("sessions") { runSessionReplayBenchmarks(into: &table) }
    if runs("recording-size") { runRecordingSizeBenchmark(into: &table) }
    table.print()
    if let savePath {
        do {
            try table.saveBaseline(to: savePath)
        } catch {
            print("Could not save the baseline to \(savePath): \(error.localizedDescription)")
            exit(1)
        }
    }
    if let baselinePath, table.compare(withBaselineAt: baselinePath) > 0 { exit(1) }
}

await main()
