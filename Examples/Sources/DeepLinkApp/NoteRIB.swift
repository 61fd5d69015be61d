import DesignSystem
import RIBs

/// What a deep link may ask of an open note: to say it was opened by the link.
@MainActor
protocol NoteActionableItem: InteractorScope {
    func markOpenedByLink(_ link: String)
}

/// Who hears about the note: the root's interactor.
@MainActor
protocol NoteListener: AnyObject {
    func noteDidClose()
}

/// What the note's screen shows and asks.
@MainActor
protocol NotePresentable: Presentable {
    var listener: (any NotePresentableListener)? { get set }
    func show(note: Note, banner: String?)
}

/// What the note's screen asks of its interactor.
@MainActor
protocol NotePresentableListener: AnyObject {
    func close()
}

/// The note's logic: what it shows, and closing.
final class NoteInteractor: PresentableInteractor<any NotePresentable>, NoteActionableItem, NotePresentableListener {
    weak var listener: (any NoteListener)?
    private let note: Note
    private var banner: String?

    init(presenter: any NotePresentable, note: Note) {
        self.note = note
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(note: note, banner: banner)
    }

    func markOpenedByLink(_ link: String) {
        banner = "Opened by the link \(link)"
        presenter.show(note: note, banner: banner)
    }

    func close() { listener?.noteDidClose() }
}

/// The note's screen.
final class NoteViewController: ViewController, NotePresentable, ViewControllable {
    weak var listener: (any NotePresentableListener)?
    private var note = Note(title: "", text: "")
    private var banner: String?

    override var title: String { note.title }

    override var keyHints: [KeyHint] { [KeyHint(key: "Esc", label: "Back", priority: .wayOut)] }

    func show(note: Note, banner: String?) {
        self.note = note
        self.banner = banner
    }

    override func body() -> any Widget {
        Box(
            title: note.title,
            VStack(spacing: 1) {
                Text(note.text)
                if let banner { Text(banner, style: Style(foreground: .accent)) }
            })
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .escape else { return false }
        listener?.close()
        return true
    }
}

/// Builds the note RIB; it needs nothing from its parent but the note.
@MainActor
enum NoteBuilder {
    static func build(note: Note, listener: any NoteListener) -> ViewableRouter<NoteInteractor, NoteViewController> {
        let viewController = NoteViewController()
        let interactor = NoteInteractor(presenter: viewController, note: note)
        interactor.listener = listener
        return ViewableRouter(interactor: interactor, viewController: viewController)
    }
}
