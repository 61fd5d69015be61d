/// The digest a `frame` line holds: FNV-1a 64 of the frame's plain text lines joined by `\n`,
/// as 16 lowercase hex digits.
public enum SessionFrameDigest {
    /// The digest of `lines`.
    public static func digest(_ lines: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var isFirst = true
        for line in lines {
            if !isFirst { hash = (hash ^ 0x0A) &* 0x100_0000_01b3 }
            isFirst = false
            for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
