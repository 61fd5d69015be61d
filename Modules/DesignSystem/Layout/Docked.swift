/// Content that takes what room there is, with a widget docked below it that always keeps its
/// rows: a list with a status line or a total under it.
public struct Docked: Widget {
    /// The widget that fills the rows above.
    public var content: any Widget
    /// The widget at the bottom of the area, which keeps its rows.
    public var bottom: any Widget

    /// Docks `bottom` under `content`.
    public init(_ content: any Widget, bottom: any Widget) {
        self.content = content
        self.bottom = bottom
    }

    public func size(fitting proposal: Size) -> Size {
        let bottomSize = bottom.size(fitting: proposal)
        let contentSize = content.size(fitting: Size(width: proposal.width, height: proposal.height - bottomSize.height))
        return Size(width: max(contentSize.width, bottomSize.width), height: min(proposal.height, contentSize.height + bottomSize.height))
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        let bottomHeight = min(area.height, bottom.size(fitting: area.size).height)
        content.render(in: area.inset(bottom: bottomHeight), buffer: &buffer)
        bottom.render(in: Rect(x: area.x, y: area.maxY - bottomHeight, width: area.width, height: bottomHeight), buffer: &buffer)
    }
}
