/// The RIB tree as a stream of ``RIBTreeChange``s leaves it: which RIBs are attached, which are
/// inactive, which is on screen. The recorder looks at the tree once a frame and the replay
/// once a step, so their changes are compared by where they lead, not one by one.
struct ReplayTreeState: Equatable {
    private(set) var routers: [String: String] = [:]
    private(set) var inactive: Set<String> = []
    private(set) var onScreen: String?

    mutating func apply(_ changes: [RIBTreeChange]) {
        for change in changes {
            switch change.kind {
            case .attached:
                routers[change.path] = change.router
                inactive.remove(change.path)
            case .detached:
                routers[change.path] = nil
                inactive.remove(change.path)
                if onScreen == change.path { onScreen = nil }
            case .activated: inactive.remove(change.path)
            case .deactivated: inactive.insert(change.path)
            case .onScreen: onScreen = change.path
            }
        }
    }

    /// How `got` differs from this expected tree, one line a RIB.
    func differences(got: ReplayTreeState) -> [String] {
        var lines: [String] = []
        for path in Set(routers.keys).union(got.routers.keys).sorted() {
            switch (routers[path], got.routers[path]) {
            case (let expected?, nil): lines.append("tree: \(path) (\(expected)) attached in the recording, not in the replay")
            case (nil, let got?): lines.append("tree: \(path) (\(got)) attached in the replay, not in the recording")
            case (let expected?, let got?) where expected != got: lines.append("tree: \(path) is \(expected) in the recording, \(got) in the replay")
            default:
                if inactive.contains(path) != got.inactive.contains(path) {
                    lines.append("tree: \(path) is \(inactive.contains(path) ? "inactive" : "active") in the recording, not in the replay")
                }
            }
        }
        if onScreen != got.onScreen { lines.append("tree: on screen: \(onScreen ?? "nothing") in the recording, \(got.onScreen ?? "nothing") in the replay") }
        return lines
    }
}
