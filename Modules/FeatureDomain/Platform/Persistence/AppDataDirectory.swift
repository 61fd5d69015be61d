#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the app keeps its files: `--data-dir` when given, else `$XDG_STATE_HOME/<app>/`, else
/// `~/.local/state/<app>/`, as the XDG base directory rules place state that should survive
/// restarts but is not worth backing up.
public enum AppDataDirectory {
    /// The folder name under the state home.
    public static let appFolderName = "modular-terminal-app"

    /// The data directory for `explicitPath` (from `--data-dir`) and `environment`; nil when
    /// neither it nor `HOME` says where.
    public static func resolve(explicitPath: String?, environment: [String: String]) -> URL? {
        if let explicitPath, !explicitPath.isEmpty {
            return URL(fileURLWithPath: explicitPath, isDirectory: true).standardizedFileURL
        }
        // The spec says a relative XDG_STATE_HOME is invalid and must be ignored.
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return URL(fileURLWithPath: stateHome, isDirectory: true).appendingPathComponent(appFolderName, isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state", isDirectory: true)
            .appendingPathComponent(appFolderName, isDirectory: true)
    }
}
