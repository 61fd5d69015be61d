import SystemCalls

/// The app's rule for who may talk to it: only its own user.
extension PeerCredentials {
    /// Whether a peer may talk to an app run by `ownUID`: only the same user (root is not
    /// special: a link from another account is refused even if it is root's).
    static func admits(_ peer: PeerCredentials?, ownUID: UInt32) -> Bool {
        guard let peer else { return false }
        return peer.uid == ownUID
    }
}
