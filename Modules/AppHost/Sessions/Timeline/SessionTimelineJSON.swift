import DesignSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the session's page is sent, as JSON: the list of steps (`/steps`), and one step at a
/// time (`/step?n=N`) with its tree, its screen as an SVG and its log.
///
/// A step's SVG is drawn when that step is asked for, on the connection's thread: a session of
/// thousands of steps is never drawn all at once, and a page only pays for the steps it shows.
enum SessionTimelineJSON {
    /// The most log lines of earlier steps a step is sent with, the newest kept: as many as the
    /// live page's log keeps.
    static let earlierLimit = InspectorPageFeed.logCapacity

    private struct StepList: Encodable {
        var title: String
        var steps: [Entry]

        struct Entry: Encodable {
            var index: Int
            var time: Double
            var cause: String
        }
    }

    private struct StepDetail: Encodable {
        var index: Int
        var count: Int
        var time: Double
        var cause: String
        var tree: RIBTreeSnapshot
        var svg: String
        /// The step's own log lines.
        var log: [String]
        /// The lines of the steps before it, oldest first, at most ``earlierLimit``.
        var earlier: [EarlierLine]
        /// How many earlier lines were left out past ``earlierLimit``.
        var omitted: Int

        struct EarlierLine: Encodable {
            var step: Int
            var text: String
        }
    }

    /// The title and every step's number, time and cause.
    static func steps(of timeline: SessionTimeline) -> [UInt8] {
        encode(StepList(title: timeline.title, steps: timeline.steps.map { .init(index: $0.index, time: $0.time, cause: $0.cause) }))
    }

    /// Step `index` (a position in `timeline.steps`, checked by the route) in full.
    static func step(_ index: Int, of timeline: SessionTimeline) -> [UInt8] {
        let step = timeline.steps[index]
        var earlier: [StepDetail.EarlierLine] = []
        var omitted = 0
        // From the step before backwards, so only the lines kept are copied.
        for previous in timeline.steps[..<index].reversed() {
            let room = earlierLimit - earlier.count
            guard room > 0 else {
                omitted += previous.log.count
                continue
            }
            let kept = previous.log.suffix(room)
            omitted += previous.log.count - kept.count
            earlier += kept.reversed().map { .init(step: previous.index, text: $0) }
        }
        return encode(
            StepDetail(
                index: step.index, count: timeline.steps.count, time: step.time, cause: step.cause, tree: step.tree,
                svg: SVGImage(step.frame).text, log: step.log, earlier: earlier.reversed(), omitted: omitted))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Our own values always encode; `{}` would only say that one did not.
        return Array((try? encoder.encode(value)) ?? Data("{}".utf8))
    }
}
