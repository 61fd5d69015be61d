import Foundation
import TerminalTestSupport
import Testing

/// The kitty keyboard protocol in a real kitty, under Xvfb, driven by xdotool (kitty_drive.py):
/// the probe turns the protocol on, gets Esc at once (with a 3 s escape timeout), Ctrl-I apart
/// from Tab and Ctrl-M apart from Enter, and after q kitty has no flags left on either screen and
/// the next key comes in the legacy encoding, as the shell expects.
@Suite("Kitty keyboard in a real kitty (Xvfb)", .serialized, .timeLimit(.minutes(2)))
struct KittyKeyboardRealTerminalTests {
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What the test needs that a machine may lack, by name.
    static let missing: [String] = ["kitty", "xvfb-run", "Xvfb", "xdotool", "python3"].filter { which($0) == nil }

    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kitty_drive.py").path

    /// kitty's answer to `ESC [ ? u` then DA1 with no flags set: `ESC [ ? 0 u`, then `ESC [ ? 62 ; … c`.
    private func flagsAnswered(_ hex: String) -> Int? {
        let bytes = stride(from: 0, to: hex.count, by: 2).compactMap { offset -> UInt8? in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)
        }
        let answer = String(decoding: bytes, as: UTF8.self)
        guard let start = answer.range(of: "\u{1B}[?"), let end = answer.range(of: "u", range: start.upperBound..<answer.endIndex) else { return nil }
        return Int(answer[start.upperBound..<end.lowerBound])
    }

    @Test(
        "Esc at once, Ctrl-I and Tab apart, Ctrl-M and Enter apart; after q no flags on either screen and Esc is a lone ESC again",
        .enabled(if: LinuxOnly.isLinux && missing.isEmpty, "needs Linux with \(missing.joined(separator: ", ")); .ci/run installs kitty, xvfb and xdotool")
    )
    func realKitty() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kitty-keyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let run = try await ProgramRun.run(
            "/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "python3", Self.driver, Probe.executable, work.path],
            environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "\(run.error)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "driver said: \(run.output) \(run.error)")
        let log = result["log"] as? [String] ?? []
        let report = result["report"] as? [String] ?? []
        #expect(result["failure"] is NSNull, "\(result["failure"] ?? ""); log: \(log); report: \(report); kitty: \(result["kitty"] ?? "")")
        #expect(log.contains("kitty keyboard on"))
        #expect(log.filter { $0.hasPrefix("key ") } == ["key escape", "key ^i", "key tab", "key ^m", "key enter", "key U+71"])
        let escapeSeconds = try #require(result["escapeSeconds"] as? Double)
        #expect(escapeSeconds < 1.5, "Esc took \(escapeSeconds) s, with a 3 s escape timeout")
        #expect(report.contains("program exited 0"), "\(report)")
        let main = try #require(report.first { $0.hasPrefix("main screen: ") }?.dropFirst("main screen: ".count))
        let alternate = try #require(report.first { $0.hasPrefix("alternate screen: ") }?.dropFirst("alternate screen: ".count))
        #expect(flagsAnswered(String(main)) == 0, "main screen answered \(main)")
        #expect(flagsAnswered(String(alternate)) == 0, "alternate screen answered \(alternate)")
        #expect(report.contains("key: 1b"), "Esc after the probe: \(report)")
    }
}
