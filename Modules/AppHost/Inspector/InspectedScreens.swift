import FeatureUserInterface
import RIBs

/// The screens of the tree with their states, by the paths ``RIBTreeSnapshot/placed`` gives.
@MainActor
enum InspectedScreens {
    /// Every RIB below `root` whose view is an ``InspectableScreen``, depth first.
    static func collect(root: any LaunchRouting, name: (Any.Type) -> String) -> [InspectedScreenState] {
        var result: [InspectedScreenState] = []
        var pending: [(router: any Routing, path: String)] = [(root, typeName(of: root))]
        while let (router, path) = pending.popLast() {
            if let viewable = router as? any ViewableRouting, let screen = viewable.viewControllable.terminalViewController as? any InspectableScreen {
                let state = screen.inspectedState
                result.append(
                    InspectedScreenState(
                        path: path, screen: name(type(of: state)), model: AppInspector.identifier(of: screen.inspectedModel), state: state))
            }
            // The same `#2` for a second sibling of one type as the snapshot's paths.
            var seen: [String: Int] = [:]
            var children: [(router: any Routing, path: String)] = []
            for child in router.children {
                let name = typeName(of: child)
                let count = (seen[name] ?? 0) + 1
                seen[name] = count
                children.append((child, path + "/" + name + (count > 1 ? "#\(count)" : "")))
            }
            pending.append(contentsOf: children.reversed())
        }
        return result
    }

    private static func typeName(of value: Any) -> String {
        _typeName(type(of: value), qualified: false)
    }
}
