import Foundation

/// A fresh directory under the system's temporary directory, removed when the value goes.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("feature-domain-tests-\(UUID().uuidString)", isDirectory: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
