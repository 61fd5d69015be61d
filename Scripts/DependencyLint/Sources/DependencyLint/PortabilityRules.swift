import Foundation

/// The system's rooms, the Linux-only spellings that may appear only in them, and the spellings that
/// break on Darwin in any folder, read from `Scripts/portability-rules.txt`.
///
/// They live in a text file rather than in the lint's source so that the lint, which scans every
/// Swift file of the package, does not find them in itself. Each line is `word NAME` (a whole
/// identifier in code), `text STRING` (anywhere in code or a string literal) or `line REGEX` (a
/// regular expression matched against each line of code and strings), all three outside `System/`
/// only; `everywhere REGEX` (as `line`, in `System/` folders too); or `qualify NAME MODULE` (in any
/// file of another target that imports MODULE and Foundation, FoundationEssentials or Darwin, NAME
/// written without `MODULE.`), then optionally `# why`, which the finding repeats. `room PATH`
/// names a folder (relative to the package, ending in `/`) where the system may be called; once a
/// file has rooms, a file under `Modules/` or `Apps/` counts as system code only inside one, and
/// elsewhere (tests, tools) any `System/` folder still does.
public struct PortabilityRules: Sendable {
    /// One spelling to look for.
    public struct Entry: Sendable, Equatable {
        /// How an entry matches.
        public enum Kind: String, Sendable { case word, text, line, everywhere, qualify, room }
        public var kind: Kind
        public var pattern: String
        public var reason: String
        /// For `qualify`: the module whose name must come first.
        public var module: String?

        /// Creates an `Entry` from its parts.
        public init(kind: Kind, pattern: String, reason: String, module: String? = nil) {
            self.kind = kind
            self.pattern = pattern
            self.reason = reason
            self.module = module
        }
    }

    /// Why a rules file could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The C library modules only the system's rooms may import.
    public static let systemModules: Set<String> = ["Glibc", "Musl", "Darwin", "SwiftGlibc", "ucrt", "WinSDK", "Android", "Bionic", "WASILibc"]

    public var entries: [Entry]

    /// The folders the rules name as the system's rooms (`room PATH/`).
    public var rooms: [String] { entries.filter { $0.kind == .room }.map(\.pattern) }

    /// Creates rules from entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Parses the text of a rules file.
    public init(parsing text: String) throws(ParseError) {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let (body, reason) = Self.splitReason(line)
            guard let space = body.firstIndex(of: " ") else {
                throw ParseError(
                    line: index + 1, message: "expected `word NAME`, `text STRING`, `line REGEX`, `everywhere REGEX`, `qualify NAME MODULE` or `room PATH/`")
            }
            guard let kind = Entry.Kind(rawValue: String(body[..<space])) else {
                throw ParseError(line: index + 1, message: "unknown kind \"\(body[..<space])\"; use word, text, line, everywhere, qualify or room")
            }
            let pattern = body[body.index(after: space)...].trimmingCharacters(in: .whitespaces)
            if kind == .line || kind == .everywhere, (try? NSRegularExpression(pattern: pattern)) == nil {
                throw ParseError(line: index + 1, message: "\"\(pattern)\" is not a regular expression")
            }
            if kind == .qualify {
                let parts = pattern.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                guard parts.count == 2 else { throw ParseError(line: index + 1, message: "expected `qualify NAME MODULE`") }
                entries.append(Entry(kind: kind, pattern: parts[0], reason: reason, module: parts[1]))
                continue
            }
            if kind == .room, !pattern.hasSuffix("/") {
                throw ParseError(line: index + 1, message: "a room is a folder: end \"\(pattern)\" with /")
            }
            entries.append(Entry(kind: kind, pattern: pattern, reason: reason))
        }
        self.entries = entries
    }

    /// The rules file of the package at `root`, or no entries when it has none.
    public static func load(packageRoot root: URL) throws -> PortabilityRules {
        let url = root.appendingPathComponent("Scripts/portability-rules.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return PortabilityRules(entries: []) }
        return try PortabilityRules(parsing: String(contentsOf: url, encoding: .utf8))
    }

    /// Splits `body # reason`; a `#` inside the pattern needs a space before it to start the reason.
    private static func splitReason(_ line: String) -> (String, String) {
        guard let mark = line.range(of: " # ") else { return (line, "") }
        return (String(line[..<mark.lowerBound]).trimmingCharacters(in: .whitespaces), String(line[mark.upperBound...]).trimmingCharacters(in: .whitespaces))
    }
}
