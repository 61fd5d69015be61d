import Testing

/// The long sweeps over frames (the snapshot matrix, the hostile state files) take turns: one
/// test case at a time does its work, and it yields the main actor between frames.
///
/// Every suite of the test run shares one main actor. A sweep that yields between frames lets
/// others in after each frame; but with every case of every sweep yielding at once, a test that
/// waits on the main actor (an instance socket's reply, a tree's task, a screen's next state)
/// waits a whole round of them at each step, about a hundred frames, and on a busy machine that
/// is past its deadline. Taking turns leaves one frame between two of its steps. The sweeps do
/// the same work in the same time: they all ran on the one main actor anyway.
struct TakesTurnsOnTheMainActor: SuiteTrait, TestTrait, TestScoping {
    /// Each test case of the suite takes its own turn.
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await MainActorTurns.shared.take()
        do {
            try await function()
        } catch {
            await MainActorTurns.shared.give()
            throw error
        }
        await MainActorTurns.shared.give()
    }
}

extension Trait where Self == TakesTurnsOnTheMainActor {
    /// Runs each test case when no other sweep over frames is running (see ``TakesTurnsOnTheMainActor``).
    static var takesTurnsOnTheMainActor: Self { Self() }
}

/// Whose turn it is: one holder at a time, the others resumed in the order they asked.
@MainActor
final class MainActorTurns {
    static let shared = MainActorTurns()

    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the caller holds the turn.
    func take() async {
        guard isTaken else {
            isTaken = true
            return
        }
        // The turn passes straight to the first waiter in `give`, so it stays taken.
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next waiter, or frees it.
    func give() {
        guard !waiting.isEmpty else {
            isTaken = false
            return
        }
        waiting.removeFirst().resume()
    }
}
