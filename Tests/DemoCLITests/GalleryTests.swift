import DesignSystem
import Foundation
import Resources
import Testing

@testable import DemoCLI

/// The screens' gallery: the committed copy in `docs/screens/` is exactly what DemoCLI draws
/// now, so the pictures the README and the pages of docs/using/ show never go stale.
@MainActor
@Suite("Screen gallery")
struct GalleryTests {
    static let committedFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/screens")

    @Test("docs/screens holds, byte for byte, the gallery DemoCLI draws now")
    func committedGalleryIsCurrent() throws {
        let files = try Gallery.files()
        var stale: [String] = []
        for file in files {
            let committed = FileManager.default.contents(atPath: Self.committedFolder.appendingPathComponent(file.name).path)
            if committed != Data(file.contents.utf8) { stale.append(file.name) }
        }
        #expect(
            stale.isEmpty,
            "docs/screens is stale (\(stale.count) file(s): \(stale.prefix(8).joined(separator: ", "))); regenerate it with: \(Gallery.regenerateCommand)")
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: Self.committedFolder.path)
        let extra = Set(committedNames).subtracting(files.map(\.name)).sorted()
        #expect(extra.isEmpty, "docs/screens holds files the gallery no longer draws; delete them: \(extra.joined(separator: ", "))")
    }

    @Test(
        "the gallery holds every named state in English, each screen's Korean state in Korean, and each screen's first state in ASCII, accessible mode and the other theme",
        arguments: Appearance.allCases)
    func entries(appearance: Appearance) {
        let entries = Gallery.entries(appearance: appearance)
        let englishStates = R.withLanguage(.english) { ScreenCatalog.previews.reduce(0) { $0 + $1.stateNames().count } }
        #expect(entries.filter { $0.language == .english && $0.form == .standard && $0.appearance == appearance }.count == englishStates)
        for form in [Gallery.Entry.Form.ascii, .accessible] {
            #expect(entries.filter { $0.form == form }.map(\.screen) == ScreenCatalog.previews.map(\.name))
        }
        let otherTheme = entries.filter { $0.appearance != appearance }
        #expect(otherTheme.map(\.screen) == ScreenCatalog.previews.map(\.name))
        #expect(otherTheme.allSatisfy { $0.form == .standard && $0.language == .english })
        #expect(entries.filter { $0.language == .korean }.map(\.screen) == ScreenCatalog.previews.map(\.name))
        #expect(Set(entries.map(\.fileName)).count == entries.count)
    }

    @Test("the index page shows every picture once, captioned, with the markup of names escaped")
    func indexPage() throws {
        let files = try Gallery.files()
        let index = try #require(files.last)
        #expect(index.name == "index.html")
        for file in files.dropLast() {
            #expect(index.contents.components(separatedBy: "src=\"\(file.name)\"").count == 2, "\(file.name)")
        }
        let page = GalleryIndexPage.html(
            for: [Gallery.Entry(screen: "a<b", state: "\"x\"&", language: .english)], size: DesignSystem.Size(width: 80, height: 24))
        #expect(page.contains("a&lt;b") && page.contains("&quot;x&quot;&amp;"))
        #expect(!page.contains("a<b"))
    }

    @Test("DemoCLI gallery writes the pictures and the index into a new folder, says so with the folder's name sanitised, and refuses a file as the folder")
    func galleryCommand() throws {
        // A folder's name is the user's text: it may hold what a terminal acts on.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)/nested\u{1B}]0;x\u{7}\u{9B}2J")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let line = try GalleryCommand.run(directory: folder.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(names) == Set(try Gallery.files().map(\.name)))
        #expect(line.hasPrefix("wrote \(names.count - 1) pictures"))
        #expect(line.hasSuffix("/nested"), "\(line)")

        let file = folder.appendingPathComponent("index.html")
        #expect(throws: RenderCommand.Failure(message: "\(file.path) is not a folder")) {
            try GalleryCommand.run(directory: file.path)
        }
    }

    @Test("render --svg draws the same frame as the plain render, as a picture")
    func renderSVG() throws {
        let (command, _) = try DemoCommand.parse(["render", "board", "--state", "korean", "--svg", "--width", "40", "--height", "12"])
        let request = RenderRequest(screen: "board", stateName: "korean", width: 40, height: 12, isSVG: true)
        #expect(command == .render(request))
        let svg = try RenderCommand.svg(request)
        #expect(svg == SVGImage(try RenderCommand.frame(request), title: "board · korean").text)
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["render", "home", "--svg", "--ansi"]) }
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["gallery"]) }
        #expect(try DemoCommand.parse(["gallery", "out"]).0 == .gallery(directory: "out"))
    }
}
