import DesignSystem
import FeatureDomain
import RIBs

/// The window a replay launches the tree into: a ``HeadlessScreen`` at the recorded size.
@MainActor
final class ReplayWindow: Window {
    private let size: Size
    private let isAccessible: Bool
    private let charset: Charset
    private(set) var screen: HeadlessScreen?

    init(size: Size, isAccessible: Bool, charset: Charset) {
        self.size = size
        self.isAccessible = isAccessible
        self.charset = charset
    }

    func setRootViewControllable(_ viewControllable: any ViewControllable) {
        let screen = HeadlessScreen(root: viewControllable.terminalViewController, size: size)
        screen.session.isAccessible = isAccessible
        screen.session.charset = charset
        self.screen = screen
    }
}
