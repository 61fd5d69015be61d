/// Something drawn into an area of a ``CellBuffer``: the building block of every screen.
///
/// A widget is a value that says how much room it wants and draws itself into the room it
/// gets, in the manner of ratatui's widgets.
public protocol Widget {
    /// The size the widget wants when offered `proposal`; never larger than needed, and its
    /// width never larger than `proposal.width`.
    func size(fitting proposal: Size) -> Size

    /// Draws the widget into `area` of `buffer`, never outside it.
    func render(in area: Rect, buffer: inout CellBuffer)
}

extension Widget {
    /// Draws the widget into a new buffer of `size`.
    public func rendered(size: Size) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        render(in: buffer.area, buffer: &buffer)
        return buffer
    }
}
