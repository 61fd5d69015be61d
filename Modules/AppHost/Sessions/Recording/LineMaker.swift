import DesignSystem

/// The writer thread's side of a recording: turns items into the file's lines, keeping what
/// lines depend on (each model's last state, for deltas; the last frame, for the end).
struct LineMaker {
    private let encoder = SessionLineEncoder()
    private var deltas = SessionStateDeltas()
    private var lastFrame: [String] = []

    /// The header's line; empty if it cannot be encoded (it always can: strings and numbers).
    func headerLine(_ header: SessionHeader) -> [UInt8] {
        (try? encoder.line(header)) ?? []
    }

    /// Appends `item`'s line, if it makes one, to `bytes`.
    mutating func append(_ item: RecordedItem, to bytes: inout [UInt8]) {
        guard let event = event(for: item), let line = try? encoder.line(event) else { return }
        bytes += line
    }

    private mutating func event(for item: RecordedItem) -> SessionEvent? {
        switch item {
        case .event(let event):
            return event
        case .action(let time, let screen, let model, let action):
            return SessionEvent(time: time, kind: .action(screen: screen, model: model, action: String(describing: action)))
        case .state(let time, let screen, let model, let state):
            guard let encodable = state as? any Encodable, let value = try? encoder.value(of: encodable) else { return nil }
            return SessionEvent(time: time, kind: .state(screen: screen, model: model, state: deltas.written(value, model: model)))
        case .tree(let time, let old, let new):
            let changes = RIBTreeChange.changes(from: old, to: new)
            return changes.isEmpty ? nil : SessionEvent(time: time, kind: .tree(changes))
        case .frame(let time, let frame):
            lastFrame = frame.plainTextLines
            return SessionEvent(time: time, kind: .frame(digest: SessionFrameDigest.digest(lastFrame)))
        case .end(let time, let exit):
            return SessionEvent(time: time, kind: .end(exit: exit, frame: lastFrame))
        }
    }
}
