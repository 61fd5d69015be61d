/// Releases the children of deallocated routers one level at a time.
///
/// A router's children would otherwise be released inside its `deinit`, and theirs inside
/// theirs: a chain of 100,000 routers would nest 100,000 deinits and overflow the stack. Here
/// the outermost deinit releases, in a loop, what the nested ones hand over.
@MainActor
enum DeferredRelease {
    private static var pending: [[any Routing]] = []
    private static var isReleasing = false

    /// Takes `routers` over, leaving it empty, and releases them in a loop rather than nested.
    static func release(_ routers: inout [any Routing]) {
        guard !routers.isEmpty else { return }
        pending.append(routers)
        routers = []
        guard !isReleasing else { return }
        isReleasing = true
        defer { isReleasing = false }
        while !pending.isEmpty {
            // The last references go here, one level deep; nested deinits append and return.
            pending.removeLast()
        }
    }
}
