import Foundation
import Glibc

/// A stand-in for the running app that answers a watch with the lines it is given, then
/// closes: what `tree --watch` must survive from a process it does not control.
final class HostileWatchServer: Sendable {
    let runtime = "/tmp/mcw-\(UUID().uuidString.prefix(12))"
    private let descriptor: Int32

    /// Listens where MainCLI looks for the app, in a fresh runtime directory.
    init() throws {
        let directory = runtime + "/modular-terminal-app"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array((directory + "/app.sock").utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: path)
            buffer[path.count] = 0
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 4) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot listen: \(String(cString: strerror(errno)))"])
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
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            defer { close(connection) }
            var byte: UInt8 = 0
            while read(connection, &byte, 1) == 1, byte != UInt8(ascii: "\n") {}
            for line in lines {
                let bytes = Array((line + "\n").utf8)
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
            release.wait()
        }
    }
}
