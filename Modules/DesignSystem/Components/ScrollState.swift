/// The scroll position of ``ScrolledRows``, kept by its screen from frame to frame.
///
/// Each frame tells it how tall the view and its content are, so a page is the visible height
/// and scrolling stops at the ends: Down past the end does not pile up presses that Up must
/// undo first.
public final class ScrollState {
    /// The first row shown.
    public private(set) var offset = 0
    /// How many rows were in view when last drawn: what PgUp and PgDn move.
    public private(set) var pageHeight = 1
    /// The largest useful offset, known once drawn.
    private var maximumOffset = Int.max

    /// Creates a state scrolled to the top.
    public init() {}

    /// Scrolls by `delta` rows, stopping at the top and the end.
    public func scroll(by delta: Int) {
        let (moved, overflow) = offset.addingReportingOverflow(delta)
        offset = min(maximumOffset, max(0, overflow ? (delta < 0 ? 0 : Int.max) : moved))
    }

    /// Scrolls by `pages` heights of the view.
    public func scroll(pages: Int) {
        scroll(by: pages.multipliedReportingOverflow(by: pageHeight).overflow ? pages.signum() * Int.max : pages * pageHeight)
    }

    /// Scrolls to the first row.
    public func scrollToTop() { offset = 0 }

    /// Scrolls so the last row is at the bottom.
    public func scrollToEnd() { scroll(by: Int.max) }

    /// Records the view's height and its content's, and keeps the offset between the ends.
    func update(viewHeight: Int, contentHeight: Int) {
        pageHeight = max(1, viewHeight)
        maximumOffset = max(0, contentHeight - viewHeight)
        offset = min(offset, maximumOffset)
    }
}

/// One-line rows of which only those in view are asked for and drawn, scrolled by a
/// ``ScrollState``; the last column holds the "↑" and "↓" that say more is above or below, so
/// they never cover text. Lay the rows out at ``textWidth(in:)``.
public struct ScrolledRows: Widget {
    /// The number of rows.
    public var count: Int
    /// The scroll position.
    public let state: ScrollState
    /// The widget of the row at an index, asked for only the rows in view.
    public var row: (Int) -> any Widget

    /// Creates `count` rows, drawn by `row(index)` for the rows in view.
    public init(count: Int, state: ScrollState, row: @escaping (Int) -> any Widget) {
        self.count = max(0, count)
        self.state = state
        self.row = row
    }

    /// The width the rows have in an area `width` columns wide: all but the markers' column.
    public static func textWidth(in width: Int) -> Int { max(0, width - 1) }

    public func size(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: min(proposal.height, count))
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        state.update(viewHeight: area.height, contentHeight: count)
        let first = state.offset
        let textWidth = Self.textWidth(in: area.width)
        for index in first..<min(count, first + area.height) {
            row(index).render(in: Rect(x: area.x, y: area.y + index - first, width: textWidth, height: 1), buffer: &buffer)
        }
        ScrollMarkers(above: first > 0, below: first + area.height < count).render(in: area, buffer: &buffer)
        buffer.addHitRegion(area, .scroll(step: Self.wheelStep))
        // The cursor of accessible mode reads from the first row in view.
        buffer.markFocus(x: area.x, y: area.y, kind: .content)
    }

    /// The rows one step of the wheel scrolls, as terminals and browsers commonly do.
    static let wheelStep = 3
}
