/// What a screen's view gives its controller: a title, key hints, the widgets to draw and what
/// to do with a key.
@MainActor
public protocol ScreenView: AnyObject {
    /// The title of the screen.
    var title: String { get }
    /// The keys the screen reacts to now.
    var keyHints: [KeyHint] { get }
    /// The widgets for the current state.
    func body() -> any Widget
    /// Handles a key; returns whether it was used.
    func handle(_ key: Key) -> Bool
    /// Whether a text field has the keys now (see ``ViewController/isEditingText``); false by default.
    var isEditingText: Bool { get }
}

extension ScreenView {
    public var isEditingText: Bool { false }
}

/// A view controller that shows a ``ScreenView``: its title, hints, drawing and keys all come
/// from the view, so a screen's controller only connects the view model to its presenter side.
@MainActor
open class HostingViewController<View: ScreenView>: ViewController {
    /// The view this controller shows.
    public let screenView: View

    /// Creates a controller showing `screenView`.
    public init(screenView: View) {
        self.screenView = screenView
        super.init()
    }

    open override var title: String { screenView.title }
    open override var keyHints: [KeyHint] { screenView.keyHints }
    open override func body() -> any Widget { screenView.body() }
    open override func handle(_ key: Key) -> Bool { screenView.handle(key) }
    open override var isEditingText: Bool { screenView.isEditingText }
}
