import FuzzSupport

@testable import DesignSystem

/// The cell buffer's width logic: a row already holding text (wide characters included) gets
/// any text written over it at any column, clipped to any width. Four bytes pick the buffer's
/// width, the column (negative too), the clip width or none, and the kind of write; then comes
/// the text already there, a NUL, and the text written.
///
/// Invariants, after every write:
/// - no cell holds a cluster wider than 2 columns, none is 0 columns wide, a 2-column cluster
///   is followed by its continuation cell and a continuation follows nothing else;
/// - no cell holds a control or bidi character (the buffer is the gate for untrusted text);
/// - the cells outside the written range (the row between the column and the clip) never change,
///   except that the outer half of a wide cluster the range cut through becomes a space;
/// - the columns reported used lie within the range.
@_cdecl("LLVMFuzzerTestOneInput")
public func cellBufferFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let width = 1 + Int(input.takeByte()) % 48
    let x = Int(input.takeByte()) % 96 - 32
    let clip = input.takeByte()
    let maxWidth: Int? = clip == 255 ? nil : Int(clip) % 64 - 4
    let truncating = input.takeByte() & 1 == 1
    let before = String(decoding: input.takeUntil(0), as: UTF8.self)
    let text = String(decoding: input.takeRest(), as: UTF8.self)

    var buffer = CellBuffer(size: Size(width: width, height: 3))
    buffer.write(before, x: 0, y: 1)
    buffer.write(before, x: 0, y: 0)
    buffer.write(before, x: 0, y: 2)
    checkRows(buffer, after: "drawing \(visible(before))")
    let old = buffer

    let used: Int
    let limit: Int
    if truncating, let maxWidth {
        used = buffer.write(text, x: x, y: 1, truncatingTo: maxWidth)
        limit = min(width, x + maxWidth)
    } else {
        used = buffer.write(text, x: x, y: 1, maxWidth: maxWidth)
        limit = maxWidth.map { min(width, x + $0) } ?? width
    }
    let write =
        "writing \(visible(text)) at x \(x), \(truncating ? "truncated to" : "clipped to") \(maxWidth.map(String.init) ?? "nothing") in \(width) columns over \(visible(before))"
    checkRows(buffer, after: write)
    invariant(used >= 0 && x + used <= max(x, limit), "\(used) columns reported used \(write)")

    let start = max(0, x)
    for y in 0..<3 {
        for column in 0..<width {
            let isInside = y == 1 && column >= start && column < limit
            guard !isInside, buffer[column, y] != old[column, y] else { continue }
            // Only the outer half of a wide cluster cut by the range's edge may change, to a space.
            let cutOnTheLeft = y == 1 && column == start - 1 && column + 1 < width && old[column + 1, y].isContinuation
            let cutOnTheRight = y == 1 && column == limit && old[column, y].isContinuation
            invariant(
                (cutOnTheLeft || cutOnTheRight) && buffer[column, y].grapheme == " ",
                "the cell at column \(column), row \(y) outside the range \(start)..<\(limit) changed from \(visible(old[column, y].grapheme)) to \(visible(buffer[column, y].grapheme)) \(write)"
            )
        }
    }
    return 0
}

/// Requires every row of `buffer` to be a well-formed line of cells.
private func checkRows(_ buffer: CellBuffer, after step: @autoclosure () -> String) {
    for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width {
            let cell = buffer[x, y]
            if cell.isContinuation {
                invariant(
                    x > 0 && !buffer[x - 1, y].isContinuation && buffer[x - 1, y].grapheme.displayWidth == 2,
                    "a continuation at column \(x), row \(y) after no wide cluster, \(step())")
                continue
            }
            let grapheme = cell.grapheme
            let columns = grapheme.displayWidth
            invariant(grapheme.count == 1, "the cell at column \(x), row \(y) holds \(grapheme.count) clusters: \(visible(grapheme)), \(step())")
            invariant((1...2).contains(columns), "the cell at column \(x), row \(y) holds \(visible(grapheme)), \(columns) columns wide, \(step())")
            invariant(
                !grapheme.unicodeScalars.contains { isControl($0) || isBidiControl($0) },
                "the cell at column \(x), row \(y) holds a control: \(visible(grapheme)), \(step())")
            if columns == 2 {
                invariant(
                    x + 1 < buffer.size.width && buffer[x + 1, y].isContinuation,
                    "the wide \(visible(grapheme)) at column \(x), row \(y) has no continuation, \(step())")
            }
        }
    }
}
