import Foundation

/// Asks SwiftPM itself for a package's targets and their declared dependencies.
///
/// Runs `swift package describe --type json`, which reads the manifest without building
/// anything. A throwaway scratch folder keeps it off the package's own `.build`, so the lint
/// can run while a build holds that folder's lock.
public enum PackageDescriber {
    /// Why SwiftPM could not describe the package.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// The cycle SwiftPM found among declared dependencies (`A -> B -> A`), which is a
        /// violation of the rules rather than a failure to read the package.
        public var declaredCycle: String?
    }

    /// The graph of the package at `packagePath`.
    public static func describe(packagePath: URL) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("dependency-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", packagePath.path, "--scratch-path", scratch.path,
            "describe", "--type", "json",
        ]
        // Errors go to a file, so neither pipe can fill up and block the child while we read the other.
        let errorLog = scratch.appendingPathExtension("stderr")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorLog) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try? FileHandle(forWritingTo: errorLog)
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run `swift package describe`: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = ((try? String(contentsOf: errorLog, encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let cycleMarker = "cyclic dependency declaration found: "
            let cycle = message.components(separatedBy: "\n").first { $0.contains(cycleMarker) }
                .map { String($0[$0.range(of: cycleMarker)!.upperBound...]) }
            throw Failure(description: "`swift package describe` failed for \(packagePath.path):\n\(message)", declaredCycle: cycle)
        }
        do {
            return try PackageGraph.decode(describeJSON: data)
        } catch {
            throw Failure(description: "cannot read the package description: \(error)")
        }
    }
}
