import RIBs

/// A deep link, `notes://open/N`: waits for the root to be active, opens note N (counted from
/// 1), then, once the note's RIB is active, tells it that the link opened it.
final class OpenNoteWorkflow: Workflow<any RootActionableItem> {
    /// Why a link cannot be followed.
    enum Failure: Error, CustomStringConvertible {
        case notALink(String)
        case noSuchNote(Int)

        var description: String {
            switch self {
            case .notALink(let link): "not a link this app opens: \(link) (try notes://open/1)"
            case .noSuchNote(let number): "there is no note \(number); there are \(Note.all.count)"
            }
        }
    }

    /// The note number in `link`, or the reason there is none.
    static func noteNumber(in link: String) throws(Failure) -> Int {
        let prefix = "notes://open/"
        guard link.hasPrefix(prefix), let number = Int(link.dropFirst(prefix.count)) else { throw .notALink(link) }
        return number
    }

    /// The errors the run met, for the app to show.
    private(set) var errors: [any Error] = []

    init(link: String) {
        super.init()
        onStep { (root: any RootActionableItem) -> (any RootActionableItem, Int) in
            (root, try Self.noteNumber(in: link))
        }
        .onStep { (root: any RootActionableItem, number: Int) -> (any NoteActionableItem, String) in
            // Numbers come from outside: subtracting one cannot overflow for any Int but the
            // smallest, which is refused first.
            guard number > Int.min, let note = root.openNote(at: number - 1) else { throw Failure.noSuchNote(number) }
            return (note, link)
        }
        .onStep { (note: any NoteActionableItem, link: String) -> (any NoteActionableItem, Void) in
            note.markOpenedByLink(link)
            return (note, ())
        }
        .commit()
    }

    override func didReceiveError(_ error: any Error) {
        errors.append(error)
    }
}
