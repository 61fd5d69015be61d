import Foundation

/// Keeps the operating system inside each module's `System/` folder, so the code outside it
/// builds on Linux and macOS alike.
///
/// Outside a folder named `System` a Swift file may not import a C library module
/// (``PortabilityRules/systemModules``) nor spell a Linux-only name (``PortabilityRules``).
/// Everywhere, a `canImport(Glibc)` gate needs a `canImport(Musl)` beside it in the same file.
public enum PortabilityCheck {
    /// Whether `path` (relative to the package) lies in a `System/` folder.
    public static func isInSystemFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains("System")
    }

    /// The findings for one Swift file at `path`, relative to the package root.
    public static func check(path: String, source: String, rules: PortabilityRules) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ line: Int, _ rule: Diagnostic.Rule, _ message: String) {
            diagnostics.append(Diagnostic(path: path, line: line, severity: .error, rule: rule, message: message))
        }
        let inSystem = isInSystemFolder(path)
        if !inSystem {
            for statement in ImportScanner.imports(in: source) where PortabilityRules.systemModules.contains(statement.module) {
                error(
                    statement.line, .systemImportOutsideSystemFolder,
                    "imports \(statement.module) outside a System/ folder; call the module's System/ helpers instead")
            }
        }

        let code = ImportScanner.blankingCommentsAndStrings(in: source).split(separator: "\n", omittingEmptySubsequences: false)
        if let glibc = code.firstIndex(where: { $0.contains("canImport(Glibc)") }), !code.contains(where: { $0.contains("canImport(Musl)") }) {
            error(glibc + 1, .glibcGateWithoutMusl, "canImport(Glibc) without a canImport(Musl) branch beside it")
        }

        guard !inSystem else { return diagnostics }
        // Names (`word`) count in code only, so a test may be called after the call it checks;
        // paths and numbers (`text`, `line`) count in string literals too, where they are used.
        let lines = ImportScanner.blankingComments(in: source).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            for entry in rules.entries where matches(entry, String(entry.kind == .word ? code[index] : line)) {
                let why = entry.reason.isEmpty ? "" : " (\(entry.reason))"
                let what = entry.kind == .line ? "spelling" : entry.pattern
                error(index + 1, .linuxOnlyName, "Linux-only \(what) outside a System/ folder\(why)")
            }
        }
        return diagnostics
    }

    private static func matches(_ entry: PortabilityRules.Entry, _ line: String) -> Bool {
        switch entry.kind {
        case .text:
            return line.contains(entry.pattern)
        case .word:
            var searchStart = line.startIndex
            while let found = line.range(of: entry.pattern, range: searchStart..<line.endIndex) {
                let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
                let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
                if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
                searchStart = found.upperBound
            }
            return false
        case .line:
            guard let expression = try? NSRegularExpression(pattern: entry.pattern) else { return false }
            return expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}
