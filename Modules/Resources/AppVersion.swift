extension R {
    /// The project's version: the newest released version in `CHANGELOG.md`, which MainCLI and
    /// DemoCLI report with `--version` (a test keeps the two equal; docs/VERSIONING.md says what
    /// the number means for the apps).
    public static let version = "0.1.0"

    /// The day ``version`` was released (YYYY-MM-DD), as the changelog dates it: the date the
    /// manual pages carry (a test keeps the two equal).
    public static let releaseDate = "2026-11-27"

    /// The commit the program was built from, when its build recorded one (`Scripts/release-build`
    /// does, with `-modified` after it when the work tree had changes); nil for any other build,
    /// which cannot tell whether its sources are a commit's.
    public static var commit: String? { BuildCommit.recorded }

    /// What `--version` prints: `PROGRAM VERSION`, then `(commit HASH)` when the build recorded it.
    public static func versionLine(program: String) -> String {
        "\(program) \(version)" + (commit.map { " (commit \($0))" } ?? "")
    }
}
