import Foundation
import Testing

@testable import Resources

/// The folder of the bundled files in the source tree.
private let filesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Modules/Resources/Files")

private func table(_ language: Language) throws -> [String: String] {
    let text = try #require(R.file("Strings/\(language.rawValue).json"))
    return try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
}

/// The placeholders of a template, `%@`, `%d`, `%1$@`…, in order.
private func placeholders(_ template: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "%(?:\\d+\\$)?l*[@dif]")
    let range = NSRange(template.startIndex..., in: template)
    return pattern.matches(in: template, range: range).map { String(template[Range($0.range, in: template)!]) }
}

@Suite("String tables")
struct StringTablesTests {
    @Test("every key exists in every language with the same placeholders", arguments: Language.allCases)
    func everyKeyIsTranslated(language: Language) throws {
        let english = try table(.english)
        let translated = try table(language)
        #expect(Set(translated.keys) == Set(english.keys))
        for (key, template) in english {
            let translation = try #require(translated[key], "\(language) lacks \(key)")
            #expect(placeholders(translation) == placeholders(template), "\(language) \(key)")
        }
    }

    @Test("every English key has a typed accessor and every accessor a key")
    func accessorsMatchKeys() throws {
        #expect(Set(R.string.accessors.map(\.key)) == Set(try table(.english).keys))
    }

    @Test("the embedded files are the files in Modules/Resources/Files (run Scripts/generate-resources)")
    func embeddedFilesAreUpToDate() throws {
        let walker = try #require(FileManager.default.enumerator(atPath: filesFolder.path))
        var onDisk: [String: String] = [:]
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: filesFolder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            guard !isDirectory.boolValue, !path.hasPrefix(".") else { continue }
            onDisk[path] = try String(contentsOf: filesFolder.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(Set(onDisk.keys) == Set(R.filePaths))
        for (path, text) in onDisk {
            #expect(R.file(path) == text, "\(path) changed since the last generate-resources")
        }
    }

    @Test("the generated tables and colors are the JSON files (run Scripts/generate-resources)")
    func generatedTablesAreUpToDate() throws {
        for language in Language.allCases {
            #expect(EmbeddedTables.strings(code: language.rawValue) == (try table(language)), "\(language)")
        }
        #expect(EmbeddedTables.strings(code: "xx") == nil)
        let colors = try #require(R.file("Theme/colors.json"))
        #expect(EmbeddedTables.themeColors == (try JSONDecoder().decode([String: ThemeColor].self, from: Data(colors.utf8))))
    }

    @Test("accessors fill typed arguments in the requested language")
    func accessorsFormatArguments() {
        #expect(R.string.home.drawnDesc(4, language: .english) == "You drew 4.")
        #expect(R.string.home.drawnDesc(4, language: .korean) == "뽑은 숫자는 4 입니다.")
        #expect(
            R.string.cli.errorTerminalTooSmall(10, 3, 20, 6, language: .english)
                == "The terminal is too small (10×3). Make it at least 20×6.")
    }

    @Test("a scoped language changes the default without touching the app's language")
    func scopedLanguage() {
        let appLanguage = R.language
        R.withLanguage(.japanese) {
            #expect(R.string.home.screenTitle() == "ラッキーナンバー")
        }
        #expect(R.language == appLanguage)
    }

    @Test("a key missing from a language falls back to English, and a missing key shows itself")
    func fallback() {
        let tables = StringTables { language in
            [.english: ["a.b": "English"], .korean: [:]][language]
        }
        #expect(tables.template(for: "a.b", language: .korean) == "English")
        #expect(tables.template(for: "a.missing", language: .korean) == nil)
        #expect(R.localized("no.such.key", language: .english) == "no.such.key")
    }

    @Test("a language's table is built when its first string is asked for, not before")
    func builtOnFirstUse() {
        let tables = StringTables { language in
            [.english: ["a.b": "English"], .japanese: ["a.b": "日本語"], .korean: ["a.b": "한국어"]][language]
        }
        #expect(tables.builtLanguages.isEmpty)
        #expect(tables.template(for: "a.b", language: .korean) == "한국어")
        #expect(tables.builtLanguages == [.korean])
        #expect(tables.template(for: "a.missing", language: .korean) == nil)
        #expect(tables.builtLanguages == [.korean, .english])
    }
}
