/// The commit a build recorded. `Scripts/release-build` writes `BuildCommit.recorded.swift`
/// beside this file (ignored by git) with `recordedCommit`, compiles with `-D RECORDED_COMMIT`,
/// and removes the file again; every other build leaves both out and records nothing.
enum BuildCommit {
    #if RECORDED_COMMIT
        static let recorded: String? = recordedCommit
    #else
        static let recorded: String? = nil
    #endif
}
