import Foundation
import TerminalTestSupport

/// A `MainCLI inspect` (or another MainCLI command) run as a plain process beside an app on a
/// pty: standard input a pipe (q ends it), its output read line by line as it comes.
final class InspectorProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let error = Pipe()
    /// What arrived on standard output and not yet read as a line; touched by one test thread at a time.
    private var pending: [UInt8] = []

    /// MainCLI with `arguments`, its instance socket under `runtime`.
    convenience init(_ arguments: [String], runtime: String) throws {
        try self.init(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments,
            environment: ["XDG_RUNTIME_DIR": runtime, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    }

    init(executable: String, _ arguments: [String], environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The next line of standard output, without its newline; nil at its end.
    func nextLine() async -> String? {
        await offThePool { [self] in
            while true {
                if let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                let data = output.fileHandleForReading.availableData
                guard !data.isEmpty else { return nil }
                pending.append(contentsOf: data)
            }
        }
    }

    /// The rest of standard output and standard error, once the process has ended. A process
    /// still running after `limit` is killed (SIGKILL, so its status is 9), so that a test whose
    /// process never ends fails on that status instead of waiting for ever.
    func finish(within limit: DispatchTimeInterval = .seconds(60)) async -> (status: Int32, output: String, error: String) {
        let process = process
        let deadline = DispatchWorkItem {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: deadline)
        defer { deadline.cancel() }
        return await offThePool { [self] in
            let rest = output.fileHandleForReading.readDataToEndOfFile()
            let errors = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: pending + rest, as: UTF8.self), String(decoding: errors, as: UTF8.self))
        }
    }

    /// Ends its standard input, as a closed pipe does.
    func closeInput() {
        input.fileHandleForWriting.closeFile()
    }

    /// Types `text` on its standard input.
    func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// The port and the token of the URL `inspect` printed.
    static func address(of url: String) -> (port: UInt16, token: String)? {
        let prefix = "http://127.0.0.1:"
        guard url.hasPrefix(prefix), let slash = url.dropFirst(prefix.count).firstIndex(of: "/"),
            let port = UInt16(url[url.index(url.startIndex, offsetBy: prefix.count)..<slash])
        else { return nil }
        guard let range = url.range(of: "/?token=") else { return nil }
        return (port, String(url[range.upperBound...]))
    }
}
