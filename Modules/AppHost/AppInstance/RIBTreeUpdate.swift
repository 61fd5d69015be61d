import DesignSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line of `tree --watch`: the RIB tree after a change, what changed and when. The running
/// app sends one per change; the watcher checks each against the limits below before using it.
public struct RIBTreeUpdate: Codable, Equatable, Sendable {
    /// The longest line a watcher accepts, in bytes (the app's tree is a few KiB).
    public static let maximumLineLength = 256 * 1_024
    /// The most RIBs, and the deepest nesting, a watcher accepts in one tree.
    public static let maximumNodes = 2_048
    public static let maximumDepth = 64
    /// The longest type name a watcher accepts.
    public static let maximumNameLength = 512

    /// When the change happened, in seconds since 1970 (both ends run on the same machine).
    public var time: Double
    /// What changed since the update before (every RIB is attached in the first one the app makes).
    public var changes: [RIBTreeChange]
    /// The whole tree after the change.
    public var tree: RIBTreeSnapshot

    /// Why a line is not an update.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// Over ``RIBTreeUpdate/maximumLineLength``.
        case tooLong
        /// Not JSON, or not the shape of an update.
        case notJSON
        /// A value past a limit, named.
        case outOfRange(String)

        public var description: String {
            switch self {
            case .tooLong: "a line of the watch is over \(RIBTreeUpdate.maximumLineLength) bytes"
            case .notJSON: "a line of the watch is not a tree update"
            case .outOfRange(let what): "a line of the watch has \(what)"
            }
        }
    }

    /// Creates an update from its parts.
    public init(time: Double, changes: [RIBTreeChange], tree: RIBTreeSnapshot) {
        self.time = time
        self.changes = changes
        self.tree = tree
    }

    /// Reads one line (without its newline), refusing anything outside the limits.
    public init(line: [UInt8]) throws(Problem) {
        guard line.count <= Self.maximumLineLength else { throw .tooLong }
        guard let update = try? JSONDecoder().decode(RIBTreeUpdate.self, from: Data(line)) else { throw .notJSON }
        try update.check()
        self = update
    }

    /// The line on the wire: compact JSON and a newline.
    public var line: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Our own values always encode; an empty line would be refused by every watcher.
        guard let data = try? encoder.encode(self) else { return [] }
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// The line for a terminal or a tool: as ``line``, with every character a terminal would
    /// act on escaped too (C1 and bidi controls; JSON escapes only those below U+0020), so no
    /// byte of it can steer a terminal.
    public var printableLine: String {
        TerminalSanitizer.escapingControls(inJSON: String(decoding: line.dropLast(), as: UTF8.self))
    }

    private func check() throws(Problem) {
        guard time.isFinite, time >= 0 else { throw .outOfRange("a time that is not a moment") }
        guard changes.count <= Self.maximumNodes * 2 else { throw .outOfRange("over \(Self.maximumNodes * 2) changes") }
        for change in changes where change.router.utf8.count > Self.maximumNameLength {
            throw .outOfRange("a name over \(Self.maximumNameLength) bytes")
        }
        var count = 0
        var pending: [(node: RIBTreeSnapshot, depth: Int)] = [(tree, 1)]
        while let (node, depth) = pending.popLast() {
            count += 1
            guard count <= Self.maximumNodes else { throw .outOfRange("over \(Self.maximumNodes) RIBs") }
            guard depth <= Self.maximumDepth else { throw .outOfRange("a tree deeper than \(Self.maximumDepth)") }
            guard node.router.utf8.count <= Self.maximumNameLength, (node.view?.utf8.count ?? 0) <= Self.maximumNameLength else {
                throw .outOfRange("a name over \(Self.maximumNameLength) bytes")
            }
            pending.append(contentsOf: node.children.map { ($0, depth + 1) })
        }
    }
}
