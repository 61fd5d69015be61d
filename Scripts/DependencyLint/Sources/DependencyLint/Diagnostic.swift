/// One finding of the lint, printed as `path:line: severity: message`.
public struct Diagnostic: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// Whether a finding fails the lint.
    public enum Severity: String, Sendable, Comparable {
        case warning, error

        /// Orders by importance, warnings first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// The kind of rule broken, for tests and tooling.
    public enum Rule: String, Sendable {
        case undeclaredImport
        case forbiddenImport
        case forbiddenDependency
        case dependencyCycle
        case testableImportOutsideTests
        case unusedDependency
        case outsidePackage
        case unknownTarget
        case systemImportOutsideSystemFolder
        case linuxOnlyName
        case refusedSpelling
        case unqualifiedName
        case glibcGateWithoutMusl
        case fullFoundationImport
        case staleFoundationAllowance
    }

    public var path: String
    public var line: Int
    public var severity: Severity
    public var rule: Rule
    public var message: String

    /// Creates a `Diagnostic` from its parts.
    public init(path: String, line: Int, severity: Severity, rule: Rule, message: String) {
        self.path = path
        self.line = line
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    public var description: String { "\(path):\(line): \(severity.rawValue): \(message)" }

    /// Orders by file, then line, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line, lhs.message) < (rhs.path, rhs.line, rhs.message)
    }
}
