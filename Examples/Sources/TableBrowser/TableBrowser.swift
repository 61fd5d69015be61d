import DesignSystem
import Foundation

/// `table-browser FILE.json [--frame WIDTHxHEIGHT]`: browses the records of a JSON file in the
/// terminal. With `--frame` it prints the first frame as plain text instead, with no terminal
/// (what the examples' check runs).
@main
@MainActor
enum TableBrowser {
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var frameSize: DesignSystem.Size?
        if let flag = arguments.firstIndex(of: "--frame") {
            let parts = arguments.indices.contains(flag + 1) ? arguments[flag + 1].split(separator: "x").compactMap { Int($0) } : []
            guard parts.count == 2, (20...1000).contains(parts[0]), (6...1000).contains(parts[1]) else {
                fail("--frame takes WIDTHxHEIGHT, from 20x6 to 1000x1000")
            }
            frameSize = DesignSystem.Size(width: parts[0], height: parts[1])
            arguments.removeSubrange(flag...(flag + 1))
        }
        guard arguments.count == 1, let path = arguments.first else { fail("usage: table-browser FILE.json [--frame WIDTHxHEIGHT]") }

        let table: JSONTable
        do {
            table = try JSONTable.load(path: path)
        } catch {
            fail("\(path): \(error)")
        }
        let screen = TableBrowserViewController(table: table, fileName: URL(fileURLWithPath: path).lastPathComponent)
        if let frameSize {
            print(HeadlessScreen(root: screen, size: frameSize).lines.joined(separator: "\n"))
            return
        }
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
        host.setRoot(screen)
        do {
            exit(try await host.run().status)
        } catch {
            fail("\(error)")
        }
    }

    /// Says what went wrong on standard error, sanitised (it quotes a path and a parser's
    /// words), and exits 2.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("table-browser: " + TerminalSanitizer.sanitize(message) + "\n").utf8))
        exit(2)
    }
}
