import AppHost
import DesignSystem

/// A timeline made by hand, for the session page's tests: six steps of a sign-in, each with a
/// tree, a screen and log lines that name their step, so a test can tell which step a page shows.
enum SessionTimelineFixture {
    static let causes = ["launch", "key \"a\"", "key \"d\"", "key \"a\"", "key \"enter\"", "resize 60x12"]

    /// A line a page must show as text, never as markup.
    static let hostileLine = "action Login typed(\"<img src=x onerror=alert(1)>\")"

    static func timeline(steps count: Int = causes.count) -> SessionTimeline {
        let steps = (0..<count).map { index in
            SessionTimeline.Step(
                index: index, time: Double(index) * 0.5, cause: causes[index % causes.count], tree: tree(at: index), frame: frame(at: index),
                log: log(at: index))
        }
        return SessionTimeline(title: "sign-in.session, recorded 2026-12-05 by MainCLI 0.9.0", steps: steps)
    }

    /// The steps before the sign-in show LoggedOut; from step 4 (enter) on, LoggedIn and MainMenu.
    static func tree(at index: Int) -> RIBTreeSnapshot {
        let child =
            index < 4
            ? RIBTreeSnapshot(router: "LoggedOutRouter", isActive: true, view: "ScreenViewController<LoggedOutView>", isOnScreen: true, children: [])
            : RIBTreeSnapshot(
                router: "LoggedInRouter", isActive: true, view: nil, isOnScreen: false,
                children: [.init(router: "MainMenuRouter", isActive: true, view: "ScreenViewController<MainMenuView>", isOnScreen: true, children: [])])
        return RIBTreeSnapshot(router: "RootRouter", isActive: true, view: "NavigationController", isOnScreen: false, children: [child])
    }

    static func frame(at index: Int) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: 40, height: 6))
        _ = buffer.write("Screen of step \(index)", x: 1, y: 1)
        _ = buffer.write(index < 4 ? "Login: " + String("ada".prefix(index)) : "Hello, Ada", x: 1, y: 3)
        return buffer
    }

    static func log(at index: Int) -> [String] {
        switch index {
        case 0: ["tree attached LoggedOutRouter at Root/LoggedOut"]
        case 1: ["action Login typed(\"a\") in step 1", hostileLine]
        case 4: ["action Login login in step 4", "tree attached LoggedInRouter at Root/LoggedIn"]
        case 5: []
        default: ["action Login typed in step \(index)"]
        }
    }
}
