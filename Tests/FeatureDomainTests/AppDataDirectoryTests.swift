import Foundation
import Testing

@testable import FeatureDomain

/// Where the app keeps its files: `--data-dir` made absolute and tidied, else the XDG state
/// home, else `~/.local/state`.
@Suite("The data directory's location")
struct AppDataDirectoryTests {
    @Test(
        "--data-dir is taken as given, with its . and .. segments resolved by name",
        arguments: [
            ("/var/data", "/var/data"), ("/var/./data/", "/var/data"), ("/var/tmp/../data", "/var/data"),
            ("/var//data", "/var/data"), ("/../data", "/data"), ("/a/b/../../..", "/"), ("/a/..b/c.", "/a/..b/c."),
        ])
    func explicitPathIsTidied(given: String, expected: String) {
        #expect(AppDataDirectory.resolve(explicitPath: given, environment: [:])?.path == expected)
    }

    @Test("a relative --data-dir is taken from the working directory")
    func relativePathStartsAtTheWorkingDirectory() {
        let here = FileManager.default.currentDirectoryPath
        let resolved = AppDataDirectory.resolve(explicitPath: "state/../data", environment: [:])?.path
        #expect(resolved == AppDataDirectory.lexicallyNormalized(here + "/data"))
    }

    @Test("without --data-dir: an absolute XDG_STATE_HOME, else HOME, else nowhere")
    func environmentDecides() {
        let app = AppDataDirectory.appFolderName
        #expect(AppDataDirectory.resolve(explicitPath: nil, environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/\(app)")
        #expect(AppDataDirectory.resolve(explicitPath: "", environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])?.path == "/h/.local/state/\(app)")
        #expect(AppDataDirectory.resolve(explicitPath: nil, environment: ["HOME": "h"]) == nil)
        #expect(AppDataDirectory.resolve(explicitPath: nil, environment: [:]) == nil)
    }

    @Test("the lexical form matches Foundation's standardized file URL on paths without symbolic links")
    func matchesFoundation() {
        for path in ["/a/b/./c/../d", "/x/../../y", "/p/q/", "/", "/m/n/.."] {
            let foundation = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
            #expect(AppDataDirectory.lexicallyNormalized(path) == foundation, "\(path)")
        }
    }
}
