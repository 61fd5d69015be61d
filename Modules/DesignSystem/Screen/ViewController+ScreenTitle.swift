extension ViewController {
    /// The title of what this controller shows: its own, else that of the first visible child
    /// that has one (a navigation stack's top screen, a container's content).
    public var screenTitle: String {
        if !title.isEmpty { return title }
        for child in visibleChildren {
            let title = child.screenTitle
            if !title.isEmpty { return title }
        }
        return ""
    }
}
