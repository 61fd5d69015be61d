extension RIBTreeSnapshot {
    /// A RIB of the tree with where it sits.
    public struct Placed: Sendable {
        /// The routers from the root down to this one, joined by `/`; a second sibling of the
        /// same type is told apart by `#2`.
        public var path: String
        /// 0 for the root.
        public var depth: Int
        /// The RIB itself, with its subtree.
        public var node: RIBTreeSnapshot
    }

    /// Every RIB of the tree, depth first, with its path; walked without recursion.
    public var placed: [Placed] {
        var result: [Placed] = []
        var pending = [Placed(path: router, depth: 0, node: self)]
        while let next = pending.popLast() {
            result.append(next)
            var seen: [String: Int] = [:]
            var children: [Placed] = []
            for child in next.node.children {
                let count = (seen[child.router] ?? 0) + 1
                seen[child.router] = count
                children.append(Placed(path: next.path + "/" + child.router + (count > 1 ? "#\(count)" : ""), depth: next.depth + 1, node: child))
            }
            pending.append(contentsOf: children.reversed())
        }
        return result
    }
}
