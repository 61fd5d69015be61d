import DesignSystem
import Resources

/// The PostDetail screen's controller.
public typealias PostDetailViewController = ScreenViewController<PostDetailView>

/// The PostDetail screen's model: the state on screen and the way out for its actions.
public typealias PostDetailViewModel = ScreenModel<PostDetailViewState, PostDetailViewAction>

/// Draws a post: its author, the body wrapped, then the comments; the arrows scroll.
@MainActor
public final class PostDetailView: StateScreenView {
    private let viewModel: PostDetailViewModel
    private(set) var scrollOffset = 0

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: PostDetailViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { viewModel.state.title }

    public var keyHints: [KeyHint] {
        var hints = [KeyHint(key: "↑↓", label: R.string.hint.scroll()), KeyHint(key: "Esc", label: R.string.hint.back())]
        if canRetry { hints.insert(KeyHint(key: "r", label: R.string.hint.retry()), at: 1) }
        return hints
    }

    public func body() -> any Widget {
        Box(title: viewModel.state.title, ScrollView(offset: scrollOffset, content))
    }

    private var content: VStack {
        let state = viewModel.state
        return VStack(spacing: 1) {
            if !state.author.isEmpty {
                Text(R.string.post.by(state.author), style: Style(foreground: .secondary))
            }
            Text(state.body)
            switch state.commentsStatus {
            case .loading:
                Divider(R.string.post.comments(state.comments.count))
                Spinner(label: R.string.post.loadingComments())
            case .failed:
                Divider(R.string.post.comments(state.comments.count))
                Text(R.string.post.commentsFailed(), style: Style(foreground: .destructive))
            case .loaded where state.comments.isEmpty:
                Divider(R.string.post.comments(0))
                Text(R.string.post.noComments(), style: Style(foreground: .secondary))
            case .loaded:
                Divider(R.string.post.comments(state.comments.count))
                for comment in state.comments {
                    VStack {
                        Text(comment.author, style: Style(foreground: .accent, bold: true))
                        Text(comment.body)
                    }
                }
            case .unavailable, .postFailed:
                // No post, so no comments section.
                [any Widget]()
            }
        }
    }

    /// Whether `r` asks again for what failed (the comments or the post).
    private var canRetry: Bool {
        viewModel.state.commentsStatus == .failed || viewModel.state.commentsStatus == .postFailed
    }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .up: scrollOffset = max(0, scrollOffset - 1)
        case .down: scrollOffset += 1
        case .pageUp: scrollOffset = max(0, scrollOffset - 10)
        case .pageDown: scrollOffset += 10
        case .home: scrollOffset = 0
        case .escape, .left: viewModel.request(action: .back)
        case .character("r") where canRetry: viewModel.request(action: .retry)
        default: return false
        }
        return true
    }
}
