import DesignSystem
import Testing

@testable import AppHost

/// The timeline `inspect --session` serves, made by replaying a recording: one step per input
/// and the launch, each with the tree and the frame the replay showed once it had settled, and
/// the recorded outputs as log lines.
@Suite("A session's timeline from its replay", .serialized, .timeLimit(.minutes(1)))
@MainActor
struct SessionTimelineReplayTests {
    /// A recording of "ad" typed on the sign-in screen that holds no output: the replay goes on
    /// past the first difference, and the title says where it began.
    static let typed = """
        {"accessible":false,"app":{"commit":null,"version":"0.1.0"},"appearance":"dark","backend":"offline","charset":"unicode","colorMode":"256","data":{},"format":"modular-terminal-app session","language":"en","mouse":true,"recorded":"2026-12-05T07:00:00Z","size":{"height":30,"width":100},"version":1}
        {"e":"key","key":"a","t":0.5}
        {"e":"key","key":"d","t":0.75}
        {"e":"end","exit":0,"frame":[],"t":1}

        """

    @Test("each step has the frame and the tree of its moment: the launch's empty field, then \"a\", then \"ad\"")
    func framesFollowTheSteps() async throws {
        let recording = try SessionReader.read(bytes: Array(Self.typed.utf8))
        let timeline = try await SessionTimeline.replaying(recording, named: "typed.session")
        #expect(timeline.steps.map(\.cause) == ["launch", "key \"a\"", "key \"d\""])
        #expect(timeline.steps.map(\.time) == [0, 0.5, 0.75])
        #expect(timeline.steps.map(\.index) == [0, 1, 2])
        let fields = timeline.steps.map { step in step.frame.plainTextLines.first { $0.contains("Player 1 ") && !$0.contains("signs in") } ?? "" }
        #expect(fields[0].contains("Player 1") && !fields[0].contains("Player 1 a"), "\(fields[0])")
        #expect(fields[1].contains("Player 1 a_") || fields[1].contains("Player 1 a "), "\(fields[1])")
        #expect(fields[2].contains("Player 1 ad"), "\(fields[2])")
        #expect(timeline.steps.allSatisfy { $0.tree.children.first?.router == "LoggedOutRouter" }, "\(timeline.steps.map(\.tree.text))")
        #expect(timeline.title.hasPrefix("typed.session, recorded 2026-12-05T07:00:00Z by MainCLI 0.1.0"))
        #expect(timeline.title.hasSuffix("; replayed, it goes differently from step 0"), "the recording holds no launch outputs: \(timeline.title)")
    }

    @Test("a step's log: actions, states by what changed since the model's last state, then tree changes")
    func logLines() {
        var states: [Int: InspectorJSON] = [:]
        let first = SessionStep(
            number: 0, input: nil,
            outputs: [
                SessionEvent(time: 0, kind: .state(screen: "LoggedOut", model: 1, state: .full(.object(["busy": .bool(false), "name": .string("")])))),
                SessionEvent(time: 0, kind: .action(screen: "LoggedOut", model: 1, action: "viewDidLoad")),
            ], treeChanges: [RIBTreeChange(kind: .attached, router: "LoggedOutRouter", path: "RootRouter/LoggedOutRouter")], time: 0, endTime: 1)
        #expect(
            SessionTimeline.logLines(of: first, states: &states) == [
                "state LoggedOut#1 busy: (none) → false; name: (none) → \"\"", "action LoggedOut#1 viewDidLoad", "tree LoggedOutRouter attached",
            ])
        let second = SessionStep(
            number: 1, input: SessionEvent(time: 1, kind: .key(.enter)),
            outputs: [
                SessionEvent(time: 1, kind: .action(screen: "LoggedOut", model: 1, action: "login")),
                SessionEvent(time: 1, kind: .state(screen: "LoggedOut", model: 1, state: .full(.object(["busy": .bool(true), "name": .string("")])))),
                SessionEvent(time: 1, kind: .state(screen: "LoggedOut", model: 1, state: .full(.object(["busy": .bool(true), "name": .string("")])))),
            ], treeChanges: [], time: 1, endTime: 2)
        #expect(
            SessionTimeline.logLines(of: second, states: &states) == [
                "action LoggedOut#1 login", "state LoggedOut#1 busy: false → true", "state LoggedOut#1 (no change)",
            ])
    }
}
