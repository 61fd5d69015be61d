/// How an app picks the width rule of emoji ZWJ sequences (``GraphemeWidthRule``).
public enum GraphemeWidthChoice: String, Sendable, CaseIterable {
    /// Ask the terminal whether it has grapheme clustering (mode 2027), and turn it on where it
    /// does; until it says so, and where it does not, ``GraphemeWidthRule/codePoints``, the rule
    /// that no terminal draws wider than laid out.
    case auto
    /// ``GraphemeWidthRule/clusters``, asking nothing (today's rule; for a terminal known to cluster).
    case clusters
    /// ``GraphemeWidthRule/codePoints``, asking nothing.
    case codePoints = "code-points"

    /// The choice from the command line's value if there is one, else from the environment
    /// variable `variable`, else ``auto``. A value that names none is an error the caller shows;
    /// an empty variable counts as unset.
    public static func resolve(flag: String?, environment: [String: String], variable: String) -> Result<GraphemeWidthChoice, AppearanceChoice.InvalidValue> {
        let value = flag ?? environment[variable] ?? ""
        guard flag != nil || !value.isEmpty else { return .success(.auto) }
        guard let choice = GraphemeWidthChoice(rawValue: value) else { return .failure(AppearanceChoice.InvalidValue(value: value)) }
        return .success(choice)
    }

    /// The choice where the terminal may not be asked about its modes
    /// (``TerminalModes/modeQueriesAreUnderstood(environment:)``): ``auto`` becomes ``codePoints``.
    public func askingOnlyWhereUnderstood(environment: [String: String]) -> GraphemeWidthChoice {
        self == .auto && !TerminalModes.modeQueriesAreUnderstood(environment: environment) ? .codePoints : self
    }
}
