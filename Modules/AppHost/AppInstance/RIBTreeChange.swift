/// One thing that happened in the RIB tree between two snapshots, as `MainCLI tree --watch`
/// lists it.
public struct RIBTreeChange: Codable, Equatable, Sendable {
    /// What happened to the RIB.
    public enum Kind: String, Codable, Sendable {
        case attached, detached, activated, deactivated
        /// Its view became the screen the user sees.
        case onScreen
    }

    /// What happened.
    public var kind: Kind
    /// The router's type name.
    public var router: String
    /// Where the RIB sits (``RIBTreeSnapshot/Placed/path``).
    public var path: String

    /// Creates a change from its parts.
    public init(kind: Kind, router: String, path: String) {
        self.kind = kind
        self.router = router
        self.path = path
    }

    /// `TicTacToeRouter attached`, as a person reads it.
    public var description: String {
        switch kind {
        case .onScreen: "\(router) on screen"
        default: "\(router) \(kind.rawValue)"
        }
    }

    /// What turned `old` into `new`: detached RIBs first, in the old tree's order, then the
    /// rest in the new tree's order. Every RIB of `new` is attached when there is no `old`.
    public static func changes(from old: RIBTreeSnapshot?, to new: RIBTreeSnapshot) -> [RIBTreeChange] {
        let before = old?.placed ?? []
        let after = new.placed
        let beforeByPath = Dictionary(before.map { ($0.path, $0.node) }, uniquingKeysWith: { first, _ in first })
        let afterPaths = Set(after.map(\.path))
        var changes = before.filter { !afterPaths.contains($0.path) }.map { RIBTreeChange(kind: .detached, router: $0.node.router, path: $0.path) }
        for (path, node) in after.map({ ($0.path, $0.node) }) {
            guard let previous = beforeByPath[path] else {
                changes.append(RIBTreeChange(kind: .attached, router: node.router, path: path))
                if node.isOnScreen { changes.append(RIBTreeChange(kind: .onScreen, router: node.router, path: path)) }
                continue
            }
            if previous.isActive != node.isActive {
                changes.append(RIBTreeChange(kind: node.isActive ? .activated : .deactivated, router: node.router, path: path))
            }
            if node.isOnScreen, !previous.isOnScreen { changes.append(RIBTreeChange(kind: .onScreen, router: node.router, path: path)) }
        }
        return changes
    }
}
