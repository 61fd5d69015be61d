/// A size limit as people read it: `16 KiB`, `1 MiB`, or bytes when it is not a whole KiB.
enum ByteCountText {
    /// `bytes` in the largest binary unit that divides it.
    static func format(_ bytes: Int) -> String {
        if bytes > 0, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes > 0, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}
