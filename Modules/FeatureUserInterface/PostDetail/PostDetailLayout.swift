import DesignSystem
import Resources

/// A post's page laid out as one-line rows for a width: the title whole, the author, the body
/// and the comments, each wrapped once.
///
/// Bodies and comments are cut at ``characterLimit`` with a note, so a post of megabytes costs a
/// screenful of work per key, not a rewrap of everything.
struct PostDetailLayout {
    /// One row of the page.
    enum Row {
        case text(String, Style)
        /// A line that is a hyperlink (the author's, to their email).
        case linked(String, Style, TerminalLink)
        case divider(String)
        case spinner(String)
        case blank

        var widget: any Widget {
            switch self {
            case .text(let line, let style): Text(line, style: style, wraps: false)
            case .linked(let line, let style, let link): Linked(link, Text(line, style: style, wraps: false))
            case .divider(let label): Divider(label)
            case .spinner(let label): Spinner(label: label)
            case .blank: Spacer()
            }
        }
    }

    /// The most characters of a body or a comment the page holds.
    static let characterLimit = 64 * 1024
    /// The most rows the page holds, however many comments come.
    static let rowLimit = 20_000

    let rows: [Row]

    /// Lays `state` out in `width` columns.
    init(_ state: PostDetailViewState, width: Int) {
        var rows: [Row] = []
        var isFull = false
        let note = TextLayout.wrap(R.string.post.truncated(), width: width).map { Row.text($0, Style(foreground: .secondary)) }
        func paragraph(_ text: String, _ style: Style = .plain) {
            guard !isFull else { return }
            let (shown, isCut) = Self.capped(text)
            rows += TextLayout.wrap(TerminalSanitizer.sanitize(shown), width: width).map { .text($0, style) }
            if rows.count > Self.rowLimit {
                rows.removeLast(rows.count - Self.rowLimit)
                isFull = true
            }
            if isCut || isFull { rows += note }
        }
        // The border cuts a long title; here it is whole.
        paragraph(state.title, Style(foreground: .accent, bold: true))
        if !state.author.isEmpty {
            let start = rows.count
            paragraph(R.string.post.by(state.author), Style(foreground: .secondary))
            // The author line links to the author's email, where the gate allows it.
            if let link = state.authorEmail.flatMap(TerminalLink.email) {
                for index in start..<rows.count {
                    if case .text(let line, let style) = rows[index] { rows[index] = .linked(line, style, link) }
                }
            }
        }
        rows.append(.blank)
        paragraph(state.body)
        switch state.commentsStatus {
        case .loading:
            rows += [.blank, .divider(R.string.post.comments(state.comments.count)), .spinner(R.string.post.loadingComments())]
        case .failed:
            rows += [.blank, .divider(R.string.post.comments(state.comments.count))]
            paragraph(R.string.post.commentsFailed(), Style(foreground: .destructive))
        case .loaded where state.comments.isEmpty:
            rows += [.blank, .divider(R.string.post.comments(0))]
            paragraph(R.string.post.noComments(), Style(foreground: .secondary))
        case .loaded:
            rows += [.blank, .divider(R.string.post.comments(state.comments.count))]
            for (index, comment) in state.comments.enumerated() where !isFull {
                if index > 0 { rows.append(.blank) }
                paragraph(comment.author, Style(foreground: .accent, bold: true))
                paragraph(comment.body)
            }
        case .unavailable, .postFailed:
            // No post, so no comments section.
            break
        }
        self.rows = rows
    }

    /// `text` cut to ``characterLimit`` characters, and whether anything was cut.
    static func capped(_ text: String) -> (String, Bool) {
        // A character takes at least one byte, so a text of few bytes needs no counting.
        guard text.utf8.count > characterLimit else { return (text, false) }
        let shown = text.prefix(characterLimit)
        return (String(shown), shown.endIndex != text.endIndex)
    }
}

/// The page's rows laid out at the width it is drawn at, kept until the state or width changes.
final class PostDetailLayoutCache {
    private var cached: (state: PostDetailViewState, width: Int, layout: PostDetailLayout)?

    /// The layout of `state` in `width` columns.
    func layout(of state: PostDetailViewState, width: Int) -> PostDetailLayout {
        if let cached, cached.width == width, cached.state == state { return cached.layout }
        let layout = PostDetailLayout(state, width: width)
        cached = (state, width, layout)
        return layout
    }
}
