import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Versioned JSON files in one data directory, written atomically: a temporary file in the
/// same directory, `fsync`, `rename`, then `fsync` of the directory, so a crash or `kill -9`
/// at any moment leaves either the old file or the new one, never a torn one.
///
/// A file that cannot be read is moved aside (`name.corrupt-<time>`) and reported through
/// ``problems``; nothing is ever written outside the directory.
@MainActor
public final class JSONFileStore {
    /// The version written with every file; files with a higher one are not guessed at.
    public static let schemaVersion = 1

    /// The directory holding the files.
    public let directory: URL

    /// What went wrong so far, oldest first, each reported once by whoever shows it.
    public private(set) var problems: [StoreProblem] = []

    /// Called after a new problem was recorded, whenever a file is read or written: whoever
    /// shows problems to the user listens here, so a file first read deep in the app (a member's
    /// scores, when the lobby opens) is reported as surely as one read at launch.
    public var onProblem: (@MainActor () -> Void)?

    private var isDirectoryReady = false
    /// Set when another instance owns the directory: nothing is written or removed.
    public private(set) var isReadOnly = false
    /// The descriptor holding the directory's lock, kept open for the life of the process.
    private var lockDescriptor: Int32?

    /// Creates a store over `directory`; it is created (mode 0700) on the first write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Claims the directory for this process, as a running app does at launch: the first
    /// instance owns it and clears what crashed saves left; a second one is told (an
    /// ``StoreProblem/inUse(directory:)`` problem) and from then on reads but never writes.
    /// Returns whether this process owns the directory.
    @discardableResult
    public func claimDirectory() -> Bool {
        if lockDescriptor != nil { return true }
        switch DataDirectoryClaim.claim(directory) {
        case .owned(let descriptor):
            lockDescriptor = descriptor
            isDirectoryReady = true
            DataDirectoryClaim.removeLeftovers(in: directory)
            return true
        case .heldByAnother:
            isReadOnly = true
            report(.inUse(directory: directory.filePath))
            return false
        case .unavailable:
            // Saving will say why, in the system's words, the first time it fails.
            return true
        }
    }

    /// Lets go of the directory's lock, as quitting does; tests use it to play two instances.
    public func releaseDirectory() {
        guard let descriptor = lockDescriptor else { return }
        Descriptor.close(descriptor)
        lockDescriptor = nil
    }

    /// Takes the problems not yet shown, so each is shown once.
    public func takeProblems() -> [StoreProblem] {
        defer { problems.removeAll() }
        return problems
    }

    /// The largest file read when the caller names no limit; the app's own files are kilobytes.
    public static let defaultMaximumSize = 256 * 1024

    /// The value stored as `name`, or nil when there is none or it was unreadable (then moved
    /// aside and reported). A file over `maximumSize` bytes is moved aside unread, so whatever
    /// lies in the directory costs no more memory or time than the limit.
    public func load<Value: Decodable>(_ type: Value.Type, from name: String, maximumSize: Int = defaultMaximumSize) -> Value? {
        let data: Data
        switch BoundedFileReader.read(filePath(name), limit: maximumSize) {
        case .missing: return nil
        case .tooLarge:
            moveAside(name, problem: { .tooLarge(file: name, limit: maximumSize, movedTo: $0) })
            return nil
        case .unreadable:
            moveAside(name, problem: { .unreadable(file: name, movedTo: $0) })
            return nil
        case .read(let bytes):
            data = Data(bytes)
        }
        let header: VersionHeader
        do {
            header = try JSONDecoder().decode(VersionHeader.self, from: data)
        } catch {
            moveAside(name, problem: { .unreadable(file: name, movedTo: $0) })
            return nil
        }
        guard header.schemaVersion <= Self.schemaVersion else {
            moveAside(name, problem: { .newerVersion(file: name, version: header.schemaVersion, movedTo: $0) })
            return nil
        }
        do {
            // Values check their own ranges while decoding, so a number no save could have
            // written lands here, like broken JSON.
            return try JSONDecoder().decode(Envelope<Value>.self, from: data).data
        } catch {
            moveAside(name, problem: { .unreadable(file: name, movedTo: $0) })
            return nil
        }
    }

    /// Stores `value` as `name`, atomically; a failure is reported once and returned.
    @discardableResult
    public func save<Value: Encodable>(_ value: Value, as name: String) -> Bool {
        // The owner of the directory saves; this instance was told so once, at launch.
        guard !isReadOnly else { return false }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(Envelope(schemaVersion: Self.schemaVersion, data: value))
            try prepareDirectory()
            try data.withUnsafeBytes { try AtomicFile.write($0, toPath: fileURL(name).filePath, inDirectory: directory.filePath) }
            return true
        } catch {
            report(.notWritable(directory: directory.filePath, reason: Self.readableReason(error)))
            return false
        }
    }

    /// Removes the file `name`, if there is one.
    public func remove(_ name: String) {
        guard !isReadOnly else { return }
        let path = filePath(name)
        if let error = FileSystem.unlink(path), !error.isNoSuchFile {
            report(.notWritable(directory: directory.filePath, reason: error.text))
        }
    }

    /// Renames the file `name` to `newName` when `name` exists and `newName` does not; a
    /// directory another instance owns is left alone.
    func rename(_ name: String, to newName: String) {
        guard !isReadOnly, name != newName else { return }
        guard FileSystem.somethingExists(at: filePath(name)), FileSystem.nothingExists(at: filePath(newName)) else { return }
        _ = FileSystem.rename(filePath(name), to: filePath(newName))
    }

    private func fileURL(_ name: String) -> URL {
        directory.appendingPathComponent(Self.plainName(name), isDirectory: false)
    }

    /// The path of the store file `name`, as `fileURL(name).filePath` (the launch reads files by
    /// path, without building their URLs).
    private func filePath(_ name: String) -> String {
        directory.filePath(appending: Self.plainName(name))
    }

    private static func plainName(_ name: String) -> String {
        precondition(!name.contains("/") && !name.hasPrefix("."), "store file names are plain names inside the data directory")
        return name
    }

    private func prepareDirectory() throws {
        guard !isDirectoryReady else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        isDirectoryReady = true
    }

    private func moveAside(_ name: String, problem: (String?) -> StoreProblem) {
        // Another instance owns the files: the bad one is reported, and left to its owner.
        guard !isReadOnly else { return report(problem(nil)) }
        guard let asideName = freeAsideName(for: name) else { return report(problem(nil)) }
        let moved = FileSystem.rename(filePath(name), to: filePath(asideName))
        report(problem(moved ? filePath(asideName) : nil))
    }

    /// `name.corrupt-<time>`, or with `-2`, `-3`… after it when a file moved aside in the same
    /// second already has that name: rename(2) replaces its target, and the copy kept of an
    /// earlier bad file is the user's data too. Nil after 1,000 taken names.
    private func freeAsideName(for name: String) -> String? {
        let stamp = "\(name).corrupt-\(Int(Date().timeIntervalSince1970))"
        for attempt in 1...1_000 {
            let candidate = attempt == 1 ? stamp : "\(stamp)-\(attempt)"
            if !FileManager.default.fileExists(atPath: filePath(candidate)) { return candidate }
        }
        return nil
    }

    /// The system's words for why a file operation failed ("Not a directory", "Permission
    /// denied"), not Foundation's whole error description.
    static func readableReason(_ error: any Error) -> String {
        if let error = error as? AtomicFile.WriteError { return error.reason }
        // FileManager's errors carry the system's error number underneath.
        if let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
            return SystemError(code: posix.code.rawValue).text
        }
        // Anything else (an encoding error) is ours, not the system's: its type says enough.
        return "the operation could not be completed (\(type(of: error)))"
    }

    private func report(_ problem: StoreProblem) {
        guard !problems.contains(problem) else { return }
        // A directory that takes no file is said once, whichever save found it.
        if case .notWritable(let directory, _) = problem,
            problems.contains(where: { if case .notWritable(directory, _) = $0 { true } else { false } })
        {
            return
        }
        problems.append(problem)
        onProblem?()
    }
}

/// The first field of every file, read before the data so a newer format is recognised.
private struct VersionHeader: Decodable {
    var schemaVersion: Int
}

/// A file's content: the version it was written with, and the data.
private struct Envelope<Value> {
    var schemaVersion: Int
    var data: Value
}

extension Envelope: Encodable where Value: Encodable {}
extension Envelope: Decodable where Value: Decodable {}
