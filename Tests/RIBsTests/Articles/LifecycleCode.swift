import RIBs
import Testing

// The code of the article "The lifecycle of a RIB" (Modules/RIBs/RIBs.docc/Lifecycle.md),
// compiled here against the library's public API only (no @testable import), and run below:
// the order the article states is the order the test sees. `Article code` checks that the
// article shows exactly these regions.

// article: journal
/// What happened in a tree of RIBs, in order.
@MainActor
final class Journal {
    private(set) var entries: [String] = []
    func write(_ entry: String) { entries.append(entry) }
}

/// An interactor that writes down its lifecycle, and starts work bound to its activity.
final class JournalInteractor: Interactor {
    let name: String
    let journal: Journal

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        journal.write("\(name) active")
        // Cancelled when this interactor resigns active: no work outlives its RIB's activity.
        task { [journal, name] in
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                journal.write("\(name) work cancelled")
            }
        }
    }

    override func willResignActive() {
        super.willResignActive()
        journal.write("\(name) resigning")
    }
}

/// A router that writes down when it loads.
final class JournalRouter: Router<JournalInteractor> {
    convenience init(_ name: String, journal: Journal) {
        self.init(interactor: JournalInteractor(name, journal: journal))
    }

    override func didLoad() {
        super.didLoad()
        interactor.journal.write("\(interactor.name) loaded")
    }
}
// end article: journal

@MainActor
@Suite("The lifecycle of a RIB, the article's tree", .timeLimit(.minutes(1)))
struct LifecycleArticleTests {
    @Test("attaching activates before loading, detaching resigns the subtree top-down, and bound work is cancelled")
    func lifecycleOrder() async {
        // article: walk
        let journal = Journal()
        let parent = JournalRouter("parent", journal: journal)
        let child = JournalRouter("child", journal: journal)
        let grandchild = JournalRouter("grandchild", journal: journal)

        parent.interactor.activate()  // what launch(from:) does for the root
        parent.load()
        parent.attachChild(child)
        child.attachChild(grandchild)
        parent.detachChild(child)
        // end article: walk

        // article: entries
        #expect(
            journal.entries == [
                "parent active", "parent loaded",
                "child active", "child loaded",
                "grandchild active", "grandchild loaded",
                "child resigning", "grandchild resigning",
            ])
        // end article: entries
        #expect(parent.interactor.isActive && !child.interactor.isActive && !grandchild.interactor.isActive)

        // Cancelled work finishes on its own time: wait for both tasks to see it, sleeping
        // between looks so the main actor stays free for them (and for every other test), at
        // most 10 s.
        for _ in 0..<1_000 where journal.entries.filter({ $0.hasSuffix("work cancelled") }).count < 2 {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(Set(journal.entries.suffix(2)) == ["child work cancelled", "grandchild work cancelled"])
        #expect(!journal.entries.contains("parent work cancelled"))
    }
}
