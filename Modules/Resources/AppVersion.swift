extension R {
    /// The project's version: the newest released version in `CHANGELOG.md`, which MainCLI and
    /// DemoCLI report with `--version` (a test keeps the two equal; docs/VERSIONING.md says what
    /// the number means for the apps).
    public static let version = "0.1.0"
}
