import SystemCalls

/// The instance socket's check of what sits at its path before it connects.
extension FileIdentity {
    /// Why this is not a socket of this user, or nil when it is one.
    var reasonItIsNotOurSocket: String? {
        switch kind {
        case .socket: isOwnedByThisUser ? nil : "a socket of another user"
        case .symbolicLink: "a symbolic link"
        case .directory: "a directory"
        case .other: "not a socket"
        }
    }
}
