import ArticleTestSupport
import Foundation
import Testing

/// Every Swift block of the DesignSystem catalog's articles is a region of a file in this
/// folder, which the test target compiles and runs.
@Suite("Article code of DesignSystem")
struct DesignSystemArticleCodeTests {
    @Test("each article's Swift code is code this target compiles")
    func articlesShowCompiledCode() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let problems = try ArticleCode.problems(catalog: root.appendingPathComponent("Modules/DesignSystem/DesignSystem.docc"), codeFolder: folder)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
