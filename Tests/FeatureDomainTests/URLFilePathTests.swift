import Foundation
import Testing

@testable import FeatureDomain

/// `URL.filePath` and `filePath(appending:)`, which the launch uses instead of `URL.path` and
/// `appendingPathComponent`, give what those give for every kind of file URL the app makes.
@Suite("File paths of URLs")
struct URLFilePathTests {
    static let paths = [
        "/", "//", "/a", "/a/", "/a//", "/tmp/x y/z", "/tmp/100%/done", "/tmp/a%2Fb", "/tmp/é/日本/한글",
        "/tmp/./a/../b", "/tmp/semi;colon/q?hash#", "relative/dir", "relative/dir/", ".",
    ]

    @Test("filePath is URL.path, as a directory URL and as a file URL", arguments: paths)
    func sameAsPath(_ path: String) {
        for isDirectory in [true, false] {
            let url = URL(fileURLWithPath: path, isDirectory: isDirectory)
            #expect(url.filePath == url.path, "\(path) directory: \(isDirectory)")
        }
    }

    @Test("filePath(appending:) is appendingPathComponent's path, for the store's plain file names", arguments: paths)
    func sameAsAppending(_ path: String) {
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        for name in ["session.json", "instance.lock", "cart-7.json.tmp-123-456", "members.json"] {
            #expect(directory.filePath(appending: name) == directory.appendingPathComponent(name).path, "\(path) + \(name)")
        }
    }
}
