import ArticleTestSupport
import Foundation
import Testing

/// Every Swift block of the RIBs catalog's articles is a region of a file in this folder, which
/// the test target compiles and runs.
@Suite("Article code of RIBs")
struct RIBsArticleCodeTests {
    @Test("each article's Swift code is code this target compiles")
    func articlesShowCompiledCode() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let problems = try ArticleCode.problems(catalog: root.appendingPathComponent("Modules/RIBs/RIBs.docc"), codeFolder: folder)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a region is found by its markers and shown without its indentation; a block with no source is reported")
    func regionsAndMarkers() throws {
        let source = "x\n    // article: a\n    let a = 1\n      let b = 2\n    // end article: a\n"
        #expect(ArticleCode.region("a", in: source) == "let a = 1\n  let b = 2")
        #expect(ArticleCode.region("b", in: source) == nil)
        #expect(ArticleCode.reference(in: "<!-- code: File.swift#a -->").map { "\($0.file)#\($0.region)" } == "File.swift#a")
        #expect(ArticleCode.reference(in: "<!-- something else -->") == nil)

        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("article-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: catalog) }
        try "x\n    // article: a\n    let a = 2\n    // end article: a\n".write(
            to: catalog.appendingPathComponent("Code.swift"), atomically: true, encoding: .utf8)
        try "# A\n\n<!-- code: Code.swift#a -->\n```swift\nlet a = 1\n```\n\n```swift\nlet c = 3\n```\n".write(
            to: catalog.appendingPathComponent("A.md"), atomically: true, encoding: .utf8)
        let problems = try ArticleCode.problems(catalog: catalog, codeFolder: catalog)
        #expect(
            problems == ["A.md:4: differs from Code.swift#a", "A.md:8: a Swift block with no <!-- code: FILE#REGION --> line before it is compiled by nothing"])
    }
}
