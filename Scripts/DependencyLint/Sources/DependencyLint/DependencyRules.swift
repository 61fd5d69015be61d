import Foundation

/// Which project module may import which: the module table of docs/ARCHITECTURE.md, read from a small
/// text file (`Scripts/dependency-rules.txt`).
///
/// Each line is `Target: Allowed, Allowed`; nothing after the colon means the toolchain only.
/// `#` starts a comment. A test target `NameTests` with no line of its own may import `Name`
/// and everything `Name` may import.
public struct DependencyRules: Sendable, Equatable {
    /// A line of the rules file that could not be read.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// The allowed imports by target name.
    public private(set) var allowed: [String: Set<String>]

    /// Creates a `DependencyRules` from its parts.
    public init(allowed: [String: Set<String>]) {
        self.allowed = allowed
    }

    /// Reads the rules from the text of a rules file.
    public init(parsing text: String) throws(ParseError) {
        var allowed: [String: Set<String>] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let target = parts[0].trimmingCharacters(in: .whitespaces)
            guard parts.count == 2, !target.isEmpty, target.allSatisfy(Self.isIdentifierCharacter) else {
                throw ParseError(line: index + 1, reason: "expected `Target: Allowed, Allowed`, found `\(rawLine)`")
            }
            guard allowed[target] == nil else {
                throw ParseError(line: index + 1, reason: "\(target) has a rule already")
            }
            let names = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if let bad = names.first(where: { !$0.allSatisfy(Self.isIdentifierCharacter) }) {
                throw ParseError(line: index + 1, reason: "`\(bad)` is not a module name")
            }
            allowed[target] = Set(names)
        }
        self.allowed = allowed
    }

    /// What `target` may import, or nil when the rules say nothing of it.
    public func allowedImports(for target: String) -> Set<String>? {
        if let rule = allowed[target] { return rule }
        if target.hasSuffix("Tests") {
            let tested = String(target.dropLast("Tests".count))
            if let rule = allowed[tested] { return rule.union([tested]) }
        }
        return nil
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
