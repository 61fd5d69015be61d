import Foundation

/// Keeps the operating system inside the system's own module (`Modules/SystemCalls`) and the
/// `System/` folders, so the code outside them builds on Linux and macOS alike.
///
/// Outside `Modules/SystemCalls/` and folders named `System` a Swift file may not import a C library module
/// (``PortabilityRules/systemModules``) nor spell a Linux-only name (``PortabilityRules``).
/// Everywhere, a `canImport(Glibc)` gate needs a `canImport(Musl)` beside it in the same file, and
/// the `everywhere` and `qualify` rules hold.
public enum PortabilityCheck {
    /// The modules that bring in MacTypes.h on Darwin (through CoreFoundation), or that a file
    /// gated on FoundationEssentials imports there instead.
    public static let modulesBringingMacTypes: Set<String> = ["Foundation", "FoundationEssentials", "Darwin"]

    /// The module that is the system's room: every file in it may reach the operating system.
    public static let systemModuleFolder = "Modules/SystemCalls/"

    /// Whether `path` (relative to the package) lies in the system module or a `System/` folder.
    public static func isInSystemFolder(_ path: String) -> Bool {
        path.hasPrefix(systemModuleFolder) || path.split(separator: "/").dropLast().contains("System")
    }

    /// The findings for one Swift file at `path`, relative to the package root, of the target
    /// named `target` (nil: of no target a `qualify` rule names).
    public static func check(path: String, source: String, rules: PortabilityRules, target: String? = nil) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ line: Int, _ rule: Diagnostic.Rule, _ message: String) {
            diagnostics.append(Diagnostic(path: path, line: line, severity: .error, rule: rule, message: message))
        }
        let inSystem = isInSystemFolder(path)
        let imports = ImportScanner.imports(in: source)
        if !inSystem {
            for statement in imports where PortabilityRules.systemModules.contains(statement.module) {
                error(
                    statement.line, .systemImportOutsideSystemFolder,
                    "imports \(statement.module) outside Modules/SystemCalls and System/ folders; call SystemCalls instead")
            }
        }

        let code = ImportScanner.blankingCommentsAndStrings(in: source).split(separator: "\n", omittingEmptySubsequences: false)
        if let glibc = code.firstIndex(where: { $0.contains("canImport(Glibc)") }), !code.contains(where: { $0.contains("canImport(Musl)") }) {
            error(glibc + 1, .glibcGateWithoutMusl, "canImport(Glibc) without a canImport(Musl) branch beside it")
        }

        let lines = ImportScanner.blankingComments(in: source).split(separator: "\n", omittingEmptySubsequences: false)
        let modules = Set(imports.map(\.module))
        let qualified = rules.entries.filter { entry in
            guard entry.kind == .qualify, let module = entry.module else { return false }
            return module != target && modules.contains(module) && !modules.isDisjoint(with: modulesBringingMacTypes)
        }
        for (index, line) in lines.enumerated() {
            for entry in rules.entries where entry.kind == .everywhere && matches(entry, String(line)) {
                let why = entry.reason.isEmpty ? "" : " (\(entry.reason))"
                error(index + 1, .refusedSpelling, "refused spelling, System/ folders included\(why)")
            }
            for entry in qualified where matches(entry, String(code[index])) {
                let module = entry.module ?? ""
                let why = entry.reason.isEmpty ? "" : " (\(entry.reason))"
                error(
                    index + 1, .unqualifiedName,
                    "\(entry.pattern) is ambiguous on macOS in a file that imports \(module) and Foundation\(why); write \(module).\(entry.pattern)")
            }
        }

        guard !inSystem else { return diagnostics }
        // Names (`word`) count in code only, so a test may be called after the call it checks;
        // paths and numbers (`text`, `line`) count in string literals too, where they are used.
        for (index, line) in lines.enumerated() {
            for entry in rules.entries where entry.kind == .word || entry.kind == .text || entry.kind == .line {
                guard matches(entry, String(entry.kind == .word ? code[index] : line)) else { continue }
                let why = entry.reason.isEmpty ? "" : " (\(entry.reason))"
                let what = entry.kind == .line ? "spelling" : entry.pattern
                error(index + 1, .linuxOnlyName, "Linux-only \(what) outside Modules/SystemCalls and System/ folders\(why)")
            }
        }
        return diagnostics
    }

    private static func matches(_ entry: PortabilityRules.Entry, _ line: String) -> Bool {
        switch entry.kind {
        case .text:
            return line.contains(entry.pattern)
        case .word, .qualify:
            var searchStart = line.startIndex
            while let found = line.range(of: entry.pattern, range: searchStart..<line.endIndex) {
                let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
                let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
                // `qualify` passes `MODULE.NAME` and members (`x.NAME`).
                let qualifiedBefore = entry.kind == .qualify && before == "."
                if !isIdentifierCharacter(before), !isIdentifierCharacter(after), !qualifiedBefore { return true }
                searchStart = found.upperBound
            }
            return false
        case .line, .everywhere:
            guard let expression = try? NSRegularExpression(pattern: entry.pattern) else { return false }
            return expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}
