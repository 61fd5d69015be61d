extension String {
    /// Whether the text holds a line feed, scanned over its contiguous UTF-8 where it has it:
    /// the generic `utf8.contains` steps an index byte by byte, and text is asked on every frame.
    var containsLineFeed: Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? utf8.contains(0x0A)
    }
}
