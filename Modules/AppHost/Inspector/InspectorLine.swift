#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line of the app's `inspect` stream: what happened, when, and what it concerns. The app
/// writes one per event; `MainCLI inspect` checks each against the limits below before using it.
public struct InspectorLine: Codable, Equatable, Sendable {
    /// The longest line an inspector accepts, in bytes (a frame's SVG at 200x60 is about 300 KiB).
    public static let maximumLineLength = 8 * 1_024 * 1_024

    /// What the line says.
    public enum Kind: String, Codable, Sendable {
        /// The first line: the app took the inspector.
        case hello
        /// The tree after a change, with every screen's state.
        case tree
        /// The frame the app just drew, as SVG.
        case frame
        /// A screen sent an action to its listener.
        case action
        /// A screen was given a new state.
        case state
        /// A deep link arrived.
        case link
        /// A deep link's workflow took a step, or ended.
        case step
        /// The inspector fell behind and `count` events were dropped.
        case lost
        /// The last line: the app is quitting. A stream that ends without it was dropped, or the
        /// app was killed.
        case end
    }

    /// A screen of the tree and its state.
    public struct Screen: Codable, Equatable, Sendable {
        public var path: String
        public var screen: String
        public var model: String
        public var state: InspectorJSON?
    }

    public var kind: Kind
    /// When it happened, in seconds since 1970.
    public var time: Double
    public var screen: String?
    public var model: String?
    /// The action, the link or the step, as text.
    public var text: String?
    public var state: InspectorJSON?
    public var tree: RIBTreeSnapshot?
    public var changes: [RIBTreeChange]?
    public var screens: [Screen]?
    public var svg: String?
    public var count: Int?

    /// Why a line is not one the inspector uses.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooLong
        case notJSON

        public var description: String {
            switch self {
            case .tooLong: "a line of the inspection is over \(InspectorLine.maximumLineLength) bytes"
            case .notJSON: "a line of the inspection is not an inspector line"
            }
        }
    }

    /// Reads one line (without its newline).
    public init(line: [UInt8]) throws(Problem) {
        guard line.count <= Self.maximumLineLength else { throw .tooLong }
        guard let decoded = try? JSONDecoder().decode(InspectorLine.self, from: Data(line)) else { throw .notJSON }
        if let tree = decoded.tree {
            // The tree's own limits, as `tree --watch` holds them.
            guard (try? RIBTreeUpdate(line: RIBTreeUpdate(time: 0, changes: [], tree: tree).line.dropLast())) != nil else { throw .notJSON }
        }
        self = decoded
    }

    /// A line from its kind and time, the rest empty.
    public init(kind: Kind, time: Double) {
        self.kind = kind
        self.time = time
    }
}
