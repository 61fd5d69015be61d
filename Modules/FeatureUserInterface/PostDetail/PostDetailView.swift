import DesignSystem
import Resources

/// The PostDetail screen's controller.
public typealias PostDetailViewController = ScreenViewController<PostDetailView>

/// The PostDetail screen's model: the state on screen and the way out for its actions.
public typealias PostDetailViewModel = ScreenModel<PostDetailViewState, PostDetailViewAction>

/// Draws a post: its title whole, its author, the body wrapped, then the comments; the arrows
/// scroll, a page is the height in view, and scrolling stops at either end.
@MainActor
public final class PostDetailView: StateScreenView {
    private let viewModel: PostDetailViewModel
    let scroll = ScrollState()
    private let layoutCache = PostDetailLayoutCache()

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: PostDetailViewModel) {
        self.viewModel = viewModel
    }

    /// The title as the border shows it: a server's title can be of any length, and the border
    /// only ever shows its start (the page shows it whole).
    public var title: String { String(viewModel.state.title.prefix(Self.borderTitleLimit)) }

    private static let borderTitleLimit = 256

    public var keyHints: [KeyHint] {
        var hints = [
            KeyHint(key: "↑↓", label: R.string.hint.scroll()), KeyHint(key: "y", label: R.string.hint.copyLink()),
            KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
        if canRetry { hints.insert(KeyHint(key: "r", label: R.string.hint.retry()), at: 1) }
        return hints
    }

    public func body() -> any Widget {
        let page = PostDetailPage(state: viewModel.state, cache: layoutCache, scroll: scroll)
        guard let notice = viewModel.state.notice else { return Box(title: title, page) }
        return Box(title: title, Docked(page, bottom: Text(notice, style: Style(foreground: .accent))))
    }

    /// Whether `r` asks again for what failed (the comments or the post).
    private var canRetry: Bool {
        viewModel.state.commentsStatus == .failed || viewModel.state.commentsStatus == .postFailed
    }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .up: scroll.scroll(by: -1)
        case .down: scroll.scroll(by: 1)
        case .pageUp: scroll.scroll(pages: -1)
        case .pageDown, .character(" "): scroll.scroll(pages: 1)
        case .home: scroll.scrollToTop()
        case .end: scroll.scrollToEnd()
        case .escape, .left: viewModel.request(action: .back)
        case .character("r") where canRetry: viewModel.request(action: .retry)
        case .character("y"): viewModel.request(action: .copyLink)
        default: return false
        }
        return true
    }
}

/// The page's rows for the width it gets, of which only those in view are drawn.
private struct PostDetailPage: Widget {
    let state: PostDetailViewState
    let cache: PostDetailLayoutCache
    let scroll: ScrollState

    func size(fitting proposal: Size) -> Size { proposal }

    func render(in area: Rect, buffer: inout CellBuffer) {
        let rows = cache.layout(of: state, width: ScrolledRows.textWidth(in: area.width)).rows
        ScrolledRows(count: rows.count, state: scroll) { rows[$0].widget }.render(in: area, buffer: &buffer)
    }
}
