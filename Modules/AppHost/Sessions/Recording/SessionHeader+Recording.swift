import DesignSystem
import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SessionHeader {
    /// The header of a recording that starts now, of this build of the app, with the terminal's
    /// `size` and the settings it runs with.
    public static func recordingNow(
        size: DesignSystem.Size, colorMode: ColorMode, charset: Charset, accessible: Bool, mouse: Bool, backend: String, data: [String: String]
    ) -> SessionHeader {
        SessionHeader(
            app: App(version: R.version, commit: R.commit), recorded: timestamp(Date()), size: SessionHeader.Size(width: size.width, height: size.height),
            language: R.language.rawValue, appearance: Theme.current.appearance.rawValue, colorMode: name(of: colorMode),
            charset: charset == .ascii ? "ascii" : "unicode", accessible: accessible, mouse: mouse, backend: backend, data: data)
    }

    /// The colour mode as the header names it.
    static func name(of colorMode: ColorMode) -> String {
        switch colorMode {
        case .trueColor: "trueColor"
        case .ansi256: "256"
        case .ansi16: "16"
        case .none: "none"
        }
    }

    /// `2026-12-05T07:00:00Z`: ISO 8601 in UTC, to the second.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let two = { (value: Int?) in value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))Z"
    }
}
