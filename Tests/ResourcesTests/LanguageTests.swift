import Resources
import Testing

@Suite("Language")
struct LanguageTests {
    @Test(
        "identifiers name a language by their first part",
        arguments: [
            ("ko", Language.korean), ("ko_KR.UTF-8", .korean), ("ja-JP", .japanese), ("EN_us", .english), ("en@euro", .english),
        ])
    func identifiers(identifier: String, language: Language) {
        #expect(Language(identifier: identifier) == language)
    }

    @Test("unsupported identifiers are nil", arguments: ["fr", "", "C", "xx_YY"])
    func unsupported(identifier: String) {
        #expect(Language(identifier: identifier) == nil)
    }

    @Test("an explicit choice wins, then LC_ALL, then LANG, then English")
    func preference() {
        #expect(Language.preferred(explicit: .japanese, environment: ["LANG": "ko_KR.UTF-8"]) == .japanese)
        #expect(Language.preferred(environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"]) == .japanese)
        #expect(Language.preferred(environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.preferred(environment: ["LC_ALL": "", "LANG": "ko"]) == .korean)
        #expect(Language.preferred(environment: ["LANG": "C.UTF-8"]) == .english)
        #expect(Language.preferred(environment: [:]) == .english)
    }
}
