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
            // A relative path is made absolute against the working directory by URL.
            let absolute = explicitPath.hasPrefix("/") ? explicitPath : URL(fileURLWithPath: explicitPath, isDirectory: true).filePath
            // Relative still when the working directory cannot be read (removed meanwhile):
            // tidying would wrongly root it at /.
            guard absolute.hasPrefix("/") else { return URL(fileURLWithPath: absolute, isDirectory: true) }
            return URL(fileURLWithPath: lexicallyNormalized(absolute), isDirectory: true)
        }
        // The spec says a relative XDG_STATE_HOME is invalid and must be ignored. The folders are
        // joined as text: URL's `appendingPathComponent` costs the launch a scan of the binary's
        // conformances (see `URL.filePath`).
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return URL(fileURLWithPath: joined(stateHome, appFolderName), isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: joined(home, ".local/state/" + appFolderName), isDirectory: true)
    }

    /// `path` and `name` with one slash between them.
    private static func joined(_ path: String, _ name: String) -> String {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        return path + "/" + name
    }

    /// `path`, absolute, with empty and `.` segments dropped and each `..` taking away the
    /// segment before it (at the root it stays at the root): by name alone, symbolic links as
    /// they are, as `URL.standardizedFileURL` does. That one is not used because its first call
    /// sets up generic types worth a tenth of a millisecond of the launch.
    static func lexicallyNormalized(_ path: String) -> String {
        var kept: [Substring] = []
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(segment)
            }
        }
        guard !kept.isEmpty else { return "/" }
        // Appended one by one: `joined(separator:)` on substrings runs unspecialised, and its
        // first call searches the binary's conformances (`[Substring]: Collection`) at launch.
        var normalized = ""
        for segment in kept {
            normalized += "/"
            normalized.append(contentsOf: segment)
        }
        return normalized
    }
}
