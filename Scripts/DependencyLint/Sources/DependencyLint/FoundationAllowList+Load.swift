import Foundation

extension FoundationAllowList {
    /// The list of the package at `root`, or an empty one when it has none.
    public static func load(packageRoot root: URL) throws -> FoundationAllowList {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return FoundationAllowList(entries: []) }
        return try FoundationAllowList(parsing: String(contentsOf: url, encoding: .utf8))
    }
}
