/// Keeps the app on FoundationEssentials: full Foundation brings ICU, its localisation data
/// and tens of megabytes into the binary.
///
/// A file under one of the ``checkedFolders`` may import `Foundation` (or
/// `FoundationInternationalization`) only in the `#else` of
/// `#if canImport(FoundationEssentials)`, the branch macOS takes, or when it is on the allow
/// list (`Scripts/foundation-allow-list.txt`) with its reason.
public enum FoundationImportCheck {
    /// The folders (relative to the package) whose files the check reads: the app's code, not its tests or tools.
    public static let checkedFolders = ["Modules/", "Apps/"]

    /// The modules that bring full Foundation and ICU.
    public static let fullFoundationModules: Set<String> = ["Foundation", "FoundationInternationalization"]

    /// Whether the check reads the file at `path`.
    public static func applies(to path: String) -> Bool {
        checkedFolders.contains { path.hasPrefix($0) }
    }

    /// The findings for one Swift file at `path`, relative to the package root.
    public static func check(path: String, source: String, allowList: FoundationAllowList) -> [Diagnostic] {
        guard applies(to: path), allowList.reason(for: path) == nil else { return [] }
        let gated = linesInEssentialsFallback(ImportScanner.blankingCommentsAndStrings(in: source))
        return ImportScanner.imports(in: source).filter { fullFoundationModules.contains($0.module) && !gated.contains($0.line) }.map {
            Diagnostic(
                path: path, line: $0.line, severity: .error, rule: .fullFoundationImport,
                message:
                    "imports \($0.module) outside `#if canImport(FoundationEssentials) … #else … #endif`; import FoundationEssentials, or add the file to Scripts/foundation-allow-list.txt with the reason"
            )
        }
    }

    /// The 1-based lines that lie in the `#else` branch of an `#if canImport(FoundationEssentials)`
    /// (nested conditions inside it count too).
    static func linesInEssentialsFallback(_ code: String) -> Set<Int> {
        /// One open `#if`: whether it asks for FoundationEssentials, and whether its `#else` began.
        struct Condition {
            var asksForEssentials: Bool
            var inElse = false
        }
        var open: [Condition] = []
        var lines: Set<Int> = []
        for (index, rawLine) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let directive = words.first.map(String.init) ?? ""
            switch directive {
            case "#if":
                let condition = words.dropFirst().joined()
                open.append(Condition(asksForEssentials: condition == "canImport(FoundationEssentials)"))
            case "#elseif":
                if !open.isEmpty { open[open.count - 1].inElse = false }
            case "#else":
                if !open.isEmpty { open[open.count - 1].inElse = true }
            case "#endif":
                _ = open.popLast()
            default:
                if open.contains(where: { $0.asksForEssentials && $0.inElse }) { lines.insert(index + 1) }
            }
        }
        return lines
    }
}

/// The files of the app that may import full Foundation, each with its reason, read from
/// `Scripts/foundation-allow-list.txt`: one `PATH # reason` a line; `#` lines are comments.
public struct FoundationAllowList: Sendable {
    /// Where the list lives in a package.
    public static let path = "Scripts/foundation-allow-list.txt"

    /// One allowed file.
    public struct Entry: Sendable, Equatable {
        /// The file, relative to the package.
        public var path: String
        public var reason: String
        /// The entry's 1-based line in the list.
        public var line: Int

        /// Creates an `Entry` from its parts.
        public init(path: String, reason: String, line: Int) {
            self.path = path
            self.reason = reason
            self.line = line
        }
    }

    /// Why a list could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    public var entries: [Entry]

    /// Creates a list from entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Parses the text of a list; an entry without a reason is refused.
    public init(parsing text: String) throws(ParseError) {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let refusal = ParseError(line: index + 1, message: "expected `PATH # reason`: every file allowed full Foundation says why")
            guard let mark = line.firstRange(of: " # ") else { throw refusal }
            let path = line[..<mark.lowerBound].trimmingSpaces
            let reason = line[mark.upperBound...].trimmingSpaces
            guard !path.isEmpty, !reason.isEmpty, !path.contains(" ") else { throw refusal }
            entries.append(Entry(path: path, reason: reason, line: index + 1))
        }
        self.entries = entries
    }

    /// Why the file at `path` may import full Foundation, or nil when it may not.
    public func reason(for path: String) -> String? {
        entries.first { $0.path == path }?.reason
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
