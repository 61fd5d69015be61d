import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the running app listens for links: `$XDG_RUNTIME_DIR/modular-terminal-app/app.sock`,
/// else a private directory named with the uid under the temp dir. The directory is the
/// user's own and 0700, so nobody else can reach the socket, whatever its mode.
public struct InstanceSocketLocation: Equatable, Sendable {
    /// Why the directory cannot be used.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The private directory.
    public var directory: String
    /// The socket's path inside it.
    public var socketPath: String { directory + "/app.sock" }

    /// A location in `directory`, for tests.
    public init(directory: String) {
        self.directory = directory
    }

    /// The location for this user, from the environment.
    public init(environment: [String: String]) {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            directory = runtime + "/modular-terminal-app"
        } else {
            let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
            directory = (temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary) + "/modular-terminal-app-\(ProcessIdentity.userID)"
        }
    }

    /// Creates the directory 0700 if it is missing, and checks that it is a real directory of
    /// this user that nobody else can enter (a directory someone else made first is refused).
    public func prepare() throws(Problem) {
        guard let problem = PrivateDirectory.prepare(directory) else { return }
        throw Problem(description: Self.sentence(for: problem, directory: directory))
    }

    /// What the user is told about `problem` with `directory`.
    static func sentence(for problem: PrivateDirectory.Problem, directory: String) -> String {
        switch problem {
        case .cannotCreate(let error): "cannot create \(directory): \(error.text)"
        case .cannotRead(let error): "cannot read \(directory): \(error.text)"
        case .notADirectory: "\(directory) is not a directory"
        case .ownedByAnotherUser: "\(directory) belongs to another user"
        case .cannotMakePrivate(let error): "cannot make \(directory) private: \(error.text)"
        }
    }
}
