import DesignSystem
import RIBs

/// What a deep link may ask of the root RIB: open a note, and hand back the note's RIB for the
/// next step.
@MainActor
protocol RootActionableItem: InteractorScope {
    func openNote(at index: Int) -> (any NoteActionableItem)?
}

/// The root's navigation, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {
    func routeToNote(at index: Int) -> any NoteActionableItem
    func closeNote()
}

/// The root's logic: which note to open, and closing it again.
final class RootInteractor: Interactor, RootActionableItem, NoteListener, NoteListViewListener {
    weak var router: (any RootRouting)?

    func openNote(at index: Int) -> (any NoteActionableItem)? {
        // Indices come from links, from outside: one out of range opens nothing.
        guard Note.all.indices.contains(index) else { return nil }
        return router?.routeToNote(at: index)
    }

    func noteListDidChoose(index: Int) { _ = openNote(at: index) }

    func noteDidClose() { router?.closeNote() }
}

/// What the list screen tells the root's interactor.
@MainActor
protocol NoteListViewListener: AnyObject {
    func noteListDidChoose(index: Int)
}

/// The root's view: the list of notes, or the note that is open over it.
final class RootViewController: ViewController, ViewControllable {
    weak var listener: (any NoteListViewListener)?
    private let list = ListState(selectedIndex: 0)
    private var note: ViewController?

    override var title: String { note?.title ?? "Notes" }

    override var keyHints: [KeyHint] {
        note?.keyHints ?? [KeyHint(key: "↑↓", label: "Move"), KeyHint(key: "Enter", label: "Open")]
    }

    func show(_ note: ViewController?) {
        self.note?.removeFromParent()
        if let note {
            note.loadViewIfNeeded()
            addChild(note)
        }
        self.note = note
    }

    override func body() -> any Widget {
        if let note { return note.body() }
        return Box(title: "Notes", List(count: Note.all.count, state: list) { Note.all[$0].title })
    }

    override func handle(_ key: Key) -> Bool {
        if let note { return note.handle(key) }
        switch key {
        case .up: list.moveSelection(by: -1, count: Note.all.count)
        case .down: list.moveSelection(by: 1, count: Note.all.count)
        case .enter: listener?.noteListDidChoose(index: list.selectedIndex ?? 0)
        default: return false
        }
        return true
    }

    override func isShowing(_ child: ViewController) -> Bool { child === note }

    override var visibleChildren: [ViewController] { note.map { [$0] } ?? [] }
}

/// The root's router: it attaches the note RIB the interactor asks for, one at a time.
final class RootRouter: LaunchRouter<RootInteractor, RootViewController>, RootRouting {
    private var note: ViewableRouter<NoteInteractor, NoteViewController>?

    override init(interactor: RootInteractor, viewController: RootViewController) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
        viewController.listener = interactor
    }

    func routeToNote(at index: Int) -> any NoteActionableItem {
        closeNote()
        let note = NoteBuilder.build(note: Note.all[index], listener: interactor)
        self.note = note
        attachChild(note)
        viewController.show(note.viewController)
        return note.interactor
    }

    func closeNote() {
        guard let note else { return }
        detachChild(note)
        viewController.show(nil)
        self.note = nil
    }
}
