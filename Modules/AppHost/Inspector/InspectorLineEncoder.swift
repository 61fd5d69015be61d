import DesignSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns what the app handed its inspectors into ``InspectorLine``s, on the inspector's thread:
/// the states are encoded, the actions described and the frame drawn as SVG there, never on
/// the main actor.
struct InspectorLineEncoder {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// An ``InspectorLine`` with its state of any encodable type (the decoding side reads it
    /// as ``InspectorJSON``); the same keys, so the same JSON.
    private struct Outgoing: Encodable {
        var kind: InspectorLine.Kind
        var time: Double
        var screen: String?
        var model: String?
        var text: String?
        var state: Boxed?
        var tree: RIBTreeSnapshot?
        var changes: [RIBTreeChange]?
        var screens: [OutgoingScreen]?
        var svg: String?
        var count: Int?

        init(kind: InspectorLine.Kind, time: Double) {
            self.kind = kind
            self.time = time
        }
    }

    private struct OutgoingScreen: Encodable {
        var path: String
        var screen: String
        var model: String
        var state: Boxed
    }

    /// A state of any type: encoded as itself when it is `Encodable` (every screen's is), as
    /// null otherwise. Cast here, on the inspector's thread.
    private struct Boxed: Encodable {
        let value: any Sendable

        func encode(to encoder: any Encoder) throws {
            if let value = value as? any Encodable {
                try value.encode(to: encoder)
            } else {
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
        }
    }

    func hello(time: Double) -> [UInt8] {
        encode(Outgoing(kind: .hello, time: time))
    }

    func line(for event: InspectorEvent) -> [UInt8] {
        var line: Outgoing
        switch event {
        case .tree(let update, let screens):
            line = Outgoing(kind: .tree, time: update.time)
            line.tree = update.tree
            line.changes = update.changes
            line.screens = screens.map { OutgoingScreen(path: $0.path, screen: $0.screen, model: $0.model, state: Boxed(value: $0.state)) }
        case .action(let time, let screen, let model, let action):
            line = Outgoing(kind: .action, time: time)
            line.screen = screen
            line.model = model
            line.text = String(describing: action)
        case .state(let time, let screen, let model, let state):
            line = Outgoing(kind: .state, time: time)
            line.screen = screen
            line.model = model
            line.state = Boxed(value: state)
        case .link(let time, let event):
            switch event {
            case .received(let route, let outcome):
                line = Outgoing(kind: .link, time: time)
                line.text = "\(route): \(outcome)"
            case .step(let step):
                line = Outgoing(kind: .step, time: time)
                line.text = step
            case .ended(let ending):
                line = Outgoing(kind: .step, time: time)
                line.text = "workflow \(ending)"
            }
        }
        return encode(line)
    }

    func frame(_ buffer: CellBuffer, time: Double) -> [UInt8] {
        var line = Outgoing(kind: .frame, time: time)
        line.svg = SVGImage(buffer).text
        return encode(line)
    }

    func end(time: Double) -> [UInt8] {
        encode(Outgoing(kind: .end, time: time))
    }

    func lost(_ count: Int, time: Double) -> [UInt8] {
        var line = Outgoing(kind: .lost, time: time)
        line.count = count
        return encode(line)
    }

    private func encode(_ line: Outgoing) -> [UInt8] {
        // A state that will not encode loses its line, not the inspection.
        guard let data = try? encoder.encode(line) else { return [] }
        return Array(data) + [UInt8(ascii: "\n")]
    }
}
