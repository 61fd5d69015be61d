import Testing

@testable import DependencyLint

@Suite("Import scanner")
struct ImportScannerTests {
    @Test("reads plain, attributed, access-level and kind imports with their lines")
    func importForms() {
        let source = """
            import Foundation
            @testable import Core
            @preconcurrency internal import Feature
            public import struct Backend.Model
            import Glibc.stdio; let x = 1
            """
        #expect(
            ImportScanner.imports(in: source) == [
                ImportStatement(module: "Foundation", line: 1, isTestable: false),
                ImportStatement(module: "Core", line: 2, isTestable: true),
                ImportStatement(module: "Feature", line: 3, isTestable: false),
                ImportStatement(module: "Backend", line: 4, isTestable: false),
                ImportStatement(module: "Glibc", line: 5, isTestable: false),
            ])
    }

    @Test("ignores imports in comments and string literals, keeping line numbers")
    func commentsAndStrings() {
        let source = #"""
            // import A
            /* import B
               /* nested */ import C */
            let s = "import D"
            let m = """
            import E
            """
            let r = #"import F \" "#
            import Real
            """#
        #expect(ImportScanner.imports(in: source) == [ImportStatement(module: "Real", line: 9, isTestable: false)])
    }

    @Test("words that merely contain import are not imports")
    func notImports() {
        #expect(ImportScanner.imports(in: "let important = 1\nfunc imported() {}\nimportModule()") == [])
    }
}
