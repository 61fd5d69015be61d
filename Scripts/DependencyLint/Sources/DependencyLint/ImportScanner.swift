/// An `import` declaration found in a Swift source file.
public struct ImportStatement: Sendable, Equatable {
    /// The imported module (the first component of `import A.B`).
    public var module: String
    /// The 1-based line of the `import` keyword.
    public var line: Int
    /// Whether the import carries `@testable`.
    public var isTestable: Bool

    /// Creates an `ImportStatement` from its parts.
    public init(module: String, line: Int, isTestable: Bool) {
        self.module = module
        self.line = line
        self.isTestable = isTestable
    }
}

/// Finds the `import` declarations of Swift source, ignoring comments and string literals.
///
/// It blanks out comments (nested block comments included) and string literals (single-line,
/// multi-line and raw), keeping line breaks, then reads each line that declares an import:
/// attributes such as `@testable` or `@preconcurrency`, an access level such as `public`, and
/// an import kind such as `struct` may come before the module name.
public enum ImportScanner {
    /// The imports of `source`, in order, with their lines.
    public static func imports(in source: String) -> [ImportStatement] {
        let code = blankingCommentsAndStrings(in: source)
        var result: [ImportStatement] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let statement = parseImport(line, lineNumber: index + 1) { result.append(statement) }
        }
        return result
    }

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    private static func parseImport(_ line: Substring, lineNumber: Int) -> ImportStatement? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" }).map(String.init)[...]
        var isTestable = false
        while let word = words.first, word.hasPrefix("@") {
            if word == "@testable" { isTestable = true }
            words = words.dropFirst()
        }
        if let word = words.first, accessLevels.contains(word) { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let word = words.first, importKinds.contains(word) { words = words.dropFirst() }
        guard let path = words.first,
            let module = path.split(separator: ".").first.map(String.init),
            module.first.map({ $0.isLetter || $0 == "_" }) == true
        else { return nil }
        return ImportStatement(module: module, line: lineNumber, isTestable: isTestable)
    }

    /// The source with every comment and string literal replaced by spaces; newlines stay.
    static func blankingCommentsAndStrings(in source: String) -> String {
        blanking(in: source, strings: true)
    }

    /// The source with every comment replaced by spaces; string literals and newlines stay.
    static func blankingComments(in source: String) -> String {
        blanking(in: source, strings: false)
    }

    private static func blanking(in source: String, strings blankStrings: Bool) -> String {
        let characters = Array(source.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func blank(_ scalar: Unicode.Scalar) {
            output.append(scalar == "\n" ? "\n" : " ")
        }
        func inString(_ scalar: Unicode.Scalar) {
            if blankStrings { blank(scalar) } else { output.append(scalar) }
        }

        while index < characters.count {
            let scalar = characters[index]
            if scalar == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" {
                    blank(characters[index])
                    index += 1
                }
            } else if scalar == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", peek(1) == "*" {
                        depth += 1
                        blank("/")
                        blank("*")
                        index += 2
                    } else if characters[index] == "*", peek(1) == "/" {
                        depth -= 1
                        blank("*")
                        blank("/")
                        index += 2
                    } else {
                        blank(characters[index])
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if scalar == "#" || scalar == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    output.append(scalar)
                    index += 1
                    continue
                }
                let isMultiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
                let quoteCount = isMultiline ? 3 : 1
                for _ in 0..<(hashes + quoteCount) {
                    inString(characters[index])
                    index += 1
                }
                skipStringBody(characters, &index, hashes: hashes, quotes: quoteCount, blank: inString)
            } else {
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }

    /// Blanks a string literal's body and closing delimiter, honouring escapes (`\` followed by
    /// as many `#` as the literal opened with).
    private static func skipStringBody(
        _ characters: [Unicode.Scalar], _ index: inout Int, hashes: Int, quotes: Int, blank: (Unicode.Scalar) -> Void
    ) {
        func matches(_ pattern: [Unicode.Scalar], at position: Int) -> Bool {
            guard position + pattern.count <= characters.count else { return false }
            return Array(characters[position..<(position + pattern.count)]) == pattern
        }
        let closing = Array(repeating: Unicode.Scalar("\""), count: quotes) + Array(repeating: "#", count: hashes)
        let escape = [Unicode.Scalar("\\")] + Array(repeating: "#", count: hashes)
        while index < characters.count {
            if matches(escape, at: index) {
                for _ in 0..<(escape.count + 1) where index < characters.count {
                    blank(characters[index])
                    index += 1
                }
            } else if matches(closing, at: index) {
                for _ in 0..<closing.count {
                    blank(characters[index])
                    index += 1
                }
                return
            } else if quotes == 1, characters[index] == "\n" {
                // An unterminated single-line string ends at the line break, as the compiler says.
                return
            } else {
                blank(characters[index])
                index += 1
            }
        }
    }
}
