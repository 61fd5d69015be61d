import Foundation
import Testing

@testable import Resources

/// The root of the source tree.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Swift sources of the modules and apps, without the generated accessors themselves.
private func appSources() throws -> String {
    var text = ""
    for folder in ["Modules", "Apps"] {
        let base = root.appendingPathComponent(folder)
        let walker = try #require(FileManager.default.enumerator(atPath: base.path))
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.contains("Resources/Generated/") else { continue }
            let source = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            // Comments do not count as uses.
            text += source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
        }
    }
    return text
}

@Suite("Resource usage")
struct UsageTests {
    @Test("every string accessor is used by the modules or apps")
    func everyStringIsUsed() throws {
        let sources = try appSources()
        let unused = R.string.accessors.filter { !sources.contains("R.string.\($0.accessor)(") }
        #expect(unused.isEmpty, "unused strings: \(unused.map(\.key))")
    }

    @Test("every theme color and every artwork is used")
    func everyAssetIsUsed() throws {
        let sources = try appSources()
        let unusedColors = R.color.names.filter { name in !sources.contains("R.color.\(name)") }
        let unusedArt = R.art.names.filter { name in !sources.contains("R.art.\(name)") }
        #expect(unusedColors.isEmpty, "unused colors: \(unusedColors)")
        #expect(unusedArt.isEmpty, "unused art: \(unusedArt)")
    }

    @Test("every bundled file is read through an accessor: strings, the theme, art, or R.file for a data file")
    func everyFileHasAnAccessor() throws {
        let sources = try appSources()
        let data = R.filePaths.filter { $0.hasPrefix("Data/") }
        let unread = data.filter { !sources.contains("R.file(\"\($0)\")") }
        #expect(unread.isEmpty, "data files no source reads: \(unread)")
        let expected = Set(
            Language.allCases.map { "Strings/\($0.rawValue).json" } + ["Theme/colors.json"]
                + R.art.names.map { "Art/\($0).txt" } + data)
        #expect(Set(R.filePaths) == expected)
    }

    @Test("both palettes have every role, and every color decodes in its three forms")
    func colorsDecode() {
        let roles = ["accent", "background", "border", "destructive", "secondary", "selection", "text"]
        #expect(R.color.names == ["dark", "light"].flatMap { palette in roles.map { "\(palette).\($0)" } })
        for name in R.color.names {
            let parts = name.split(separator: ".").map(String.init)
            let color = R.themeColor(parts[1], palette: parts[0])
            #expect((30...107).contains(color.ansi16) && (0...255).contains(color.ansi256), "\(name)")
        }
        #expect(R.color.dark.accent == ThemeColor(ansi16: 36, ansi256: 80, red: 0x5F, green: 0xD7, blue: 0xD7))
        #expect(R.color.light.accent == ThemeColor(ansi16: 34, ansi256: 24, red: 0x00, green: 0x5F, blue: 0x87))
    }

    @Test("the logo is three lines of box drawing, none wider than 24 columns")
    func logo() {
        let lines = R.art.logo.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count <= 24 })
    }
}
