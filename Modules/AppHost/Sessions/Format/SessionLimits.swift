/// The bounds a recording must keep: a file past them is refused, never read further.
public enum SessionLimits {
    /// The longest line, its newline excluded.
    public static let maximumLineBytes = 4 * 1024 * 1024
    /// The most lines, the header included.
    public static let maximumLines = 2_000_000
    /// The largest file.
    public static let maximumFileBytes = 256 * 1024 * 1024
    /// The most text of the data directory the header may carry, every file together.
    public static let maximumDataBytes = 16 * 1024 * 1024
    /// A terminal's sizes.
    public static let sizes = 1...10_000
    /// An event's time in seconds: up to ten days.
    public static let times = 0.0...864_000.0
    /// The most lines an `end` frame holds.
    public static let maximumFrameLines = 10_000
}
