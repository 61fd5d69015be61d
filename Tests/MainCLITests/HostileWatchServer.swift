import Foundation
import TerminalTestSupport

/// A stand-in for the running app that answers a watch with the lines it is given, then
/// closes: what `tree --watch` must survive from a process it does not control.
final class HostileWatchServer: Sendable {
    let runtime = "/tmp/mcw-\(UUID().uuidString.prefix(12))"
    private let descriptor: Int32

    /// Listens where MainCLI looks for the app, in a fresh runtime directory.
    init() throws {
        let directory = runtime + "/modular-terminal-app"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        switch TestSockets.bound(to: directory + "/app.sock", listening: 4) {
        case .success(let descriptor): self.descriptor = descriptor
        case .failure(let error): throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot listen: \(error)"])
        }
    }

    deinit {
        close(descriptor)
        try? FileManager.default.removeItem(atPath: runtime)
    }

    /// Takes one connection on a thread of its own, reads its request line, sends `lines` and,
    /// once `release` is signalled, hangs up.
    func serve(_ lines: [String], release: DispatchSemaphore) {
        let descriptor = descriptor
        Thread.detachNewThread {
            let connection = TestSockets.accept(descriptor)
            guard connection >= 0 else { return }
            defer { close(connection) }
            var byte: UInt8 = 0
            while read(connection, &byte, 1) == 1, byte != UInt8(ascii: "\n") {}
            for line in lines {
                let bytes = Array((line + "\n").utf8)
                TestSockets.send(bytes, on: connection)
            }
            release.wait()
        }
    }
}
