extension CellBuffer {
    /// The buffer as lines of text with their colours and attributes as SGR sequences, for
    /// printing into a pipe or a scrolling terminal (no cursor movement). A style is sent when
    /// it changes, every styled line ends with a reset, and a blank end of a line is left out.
    public func ansiLines(colorMode: ColorMode) -> [String] {
        (0..<size.height).map { y in
            var end = size.width
            while end > 0, self[end - 1, y] == .blank { end -= 1 }
            var bytes: [UInt8] = []
            var style = Style.plain
            for x in 0..<end {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                if cell.style != style {
                    bytes.append(contentsOf: cell.style.selectGraphicRendition(in: colorMode).utf8)
                    style = cell.style
                }
                cell.content.appendUTF8(to: &bytes)
            }
            if style != .plain { bytes.append(contentsOf: Style.plain.selectGraphicRendition(in: colorMode).utf8) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
