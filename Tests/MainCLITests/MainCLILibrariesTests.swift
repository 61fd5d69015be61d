import Foundation
import TerminalTestSupport
import Testing

/// What MainCLI loads at start: FoundationEssentials, not full Foundation (no ICU and its
/// localisation data); no FoundationNetworking, hence no libcurl and its thirty libraries;
/// OpenSSL only when the first `https://` request asks for it. The release binary, linked
/// statically, is checked by Scripts/check-release-binary (no ICU symbol, its size).
@Suite("MainCLI's shared libraries")
struct MainCLILibrariesTests {
    @Test(
        "ldd of MainCLI lists FoundationEssentials, and neither full Foundation, ICU, libcurl, FoundationNetworking nor libssl",
        .enabled(if: LinuxOnly.isLinux, "ldd and the shared Foundation libraries it names are Linux's; Darwin links Foundation from the system"))
    func noNetworkingLibraries() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [MainCLIPtyTests.executable("MainCLI")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("libFoundationEssentials.so"), "ldd said: \(text)")
        for library in [
            "libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU", "libicu", "libcurl", "FoundationNetworking", "libssl", "libcrypto",
        ] {
            #expect(!text.contains(library), "MainCLI links \(library)")
        }
    }

    @Test("no source file of the package imports FoundationNetworking")
    func noSourceImportsFoundationNetworking() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let banned = "Foundation" + "Networking"
        var checked = 0
        var offenders: [String] = []
        for folder in ["Modules", "Apps", "Tests", "Scripts"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift", !file.path.contains("/Fixtures/") else { continue }
                checked += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                    if let index = words.firstIndex(of: "import"), index + 1 < words.count, words[index + 1] == banned,
                        words[..<index].allSatisfy({ $0.hasPrefix("@") })
                    {
                        offenders.append(file.path)
                    }
                }
            }
        }
        #expect(checked > 100)
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
