import Foundation

/// A program run to its end without a terminal: how it exited and what it wrote.
public struct ProgramRun: Sendable {
    public var status: Int32
    public var output: String
    public var error: String

    /// Runs `executable` with standard input from /dev/null, on a thread of its own (see
    /// ``offThePool(_:)``), and waits for its end.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL? = nil) async throws
        -> ProgramRun
    {
        try await offThePool {
            Result { try runBlocking(executable, arguments, environment: environment, directory: directory) }
        }.get()
    }

    /// The same, on the calling thread. Standard error goes to a file while standard output is
    /// read through a pipe: two pipes read one after the other could leave the program stopped
    /// on the one not being read.
    public static func runBlocking(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL? = nil) throws
        -> ProgramRun
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("program-stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}
