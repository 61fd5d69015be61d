import DesignSystem
import FeatureDomain

/// Draws `tree --watch`: the RIB on screen, the tree with each RIB's state and the age of its
/// last change, and the recent changes. Names come from another process: the cell buffer
/// neutralises whatever they hold.
@MainActor
final class TreeWatchView: ScreenView {
    private let model: TreeWatchModel

    init(model: TreeWatchModel) {
        self.model = model
    }

    var title: String { "RIB tree (live)" }

    /// None of its own: the host adds q to quit.
    var keyHints: [KeyHint] { [] }

    func body() -> any Widget {
        Box(
            title: title,
            Padding(
                horizontal: 1,
                VStack(spacing: 1) {
                    Text("On screen: \(model.onScreen ?? "nothing")", style: Style(foreground: .accent, bold: true))
                    VStack { for line in treeLines() { line } }
                    VStack {
                        Text("Recent changes", style: Style(bold: true))
                        for entry in model.recent { Text("\(entry.change.description) · \(model.age(of: entry.time))", wraps: false) }
                    }
                    if let problem = model.problem { Text(problem, style: Style(foreground: .destructive)) }
                }))
    }

    func handle(_ key: Key) -> Bool { false }

    /// One line per RIB, depth first, indented by depth.
    private func treeLines() -> [any Widget] {
        guard let tree = model.tree else { return [Text("waiting for the app's tree", style: Style(foreground: .secondary))] }
        return tree.placed.map { placed in
            let node = placed.node
            let state = node.isActive ? "active" : "inactive"
            let age = model.changedAt[placed.path].map { " · \(model.age(of: $0))" } ?? ""
            let marker = node.isOnScreen ? "  ◀ on screen" : ""
            let text = String(repeating: "  ", count: placed.depth) + "\(node.router) (\(state))\(marker)\(age)"
            return Text(text, style: node.isOnScreen ? Style(foreground: .accent, bold: true) : .plain, wraps: false)
        }
    }
}
