/// Two widgets one above the other, where the first gives up its rows when room is short so the
/// second always shows whole: an introduction over a form, which must keep its fields and
/// button on a small terminal. Unlike ``Docked``, the second widget follows the first directly
/// instead of sitting at the bottom of the area, so a roomy screen reads top to bottom.
public struct YieldingStack: Widget {
    /// The widget above, which gives up its rows first.
    public var yielding: any Widget
    /// The widget below, which always shows whole.
    public var kept: any Widget

    /// Stacks `kept` under `yielding`, which shrinks first.
    public init(yielding: any Widget, kept: any Widget) {
        self.yielding = yielding
        self.kept = kept
    }

    public func size(fitting proposal: Size) -> Size {
        let keptSize = kept.size(fitting: proposal)
        let yieldingSize = yielding.size(fitting: Size(width: proposal.width, height: max(0, proposal.height - keptSize.height)))
        return Size(width: max(keptSize.width, yieldingSize.width), height: min(proposal.height, yieldingSize.height + keptSize.height))
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        let keptHeight = min(area.height, kept.size(fitting: area.size).height)
        let room = area.height - keptHeight
        let yieldingHeight = min(room, yielding.size(fitting: Size(width: area.width, height: room)).height)
        yielding.render(in: Rect(x: area.x, y: area.y, width: area.width, height: yieldingHeight), buffer: &buffer)
        kept.render(in: Rect(x: area.x, y: area.y + yieldingHeight, width: area.width, height: keptHeight), buffer: &buffer)
    }
}
