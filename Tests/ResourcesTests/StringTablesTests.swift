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
        #expect(EmbeddedTables.keys == (try table(.english)).keys.sorted())
        for language in Language.allCases {
            let strings = try #require(EmbeddedTables.strings(code: language.rawValue))
            #expect(strings.count == EmbeddedTables.keys.count, "\(language)")
            let byKey = Dictionary(uniqueKeysWithValues: zip(EmbeddedTables.keys, strings).compactMap { key, template in template.map { (key, $0) } })
            #expect(byKey == (try table(language)), "\(language)")
        }
        #expect(EmbeddedTables.strings(code: "xx") == nil)
        let colors = try #require(R.file("Theme/colors.json"))
        #expect(EmbeddedTables.themeColors == (try JSONDecoder().decode([String: [String: ThemeColor]].self, from: Data(colors.utf8))))
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
        let tables = StringTables(keys: ["a.b", "a.c"]) { language in
            [.english: ["English", "only English"], .korean: ["한국어", nil]][language]
        }
        #expect(tables.template(for: "a.b", language: .korean) == "한국어")
        #expect(tables.template(for: "a.c", language: .korean) == "only English")
        #expect(tables.template(at: 1, language: .korean) == "only English")
        #expect(tables.template(for: "a.missing", language: .korean) == nil)
        #expect(tables.template(at: 2, language: .korean) == nil)
        #expect(tables.template(at: -1, language: .korean) == nil)
        #expect(R.localized("no.such.key", language: .english) == "no.such.key")
    }

    @Test("a key given as text is found among the sorted keys, each of them, and no other")
    func keysFoundBySearch() {
        let keys = EmbeddedTables.keys
        for (index, key) in keys.enumerated() {
            #expect(StringTables.shared.index(of: key) == index)
            #expect(StringTables.shared.key(at: index) == key)
        }
        for absent in ["", "a", "zzz", "login", "login.title.", keys[0] + "x"] where !keys.contains(absent) {
            #expect(StringTables.shared.index(of: absent) == nil)
        }
        for language in Language.allCases {
            #expect(R.string.login.title(language: language) == R.localized("login.title", language: language))
            #expect(R.string.home.drawnDesc(7, language: language) == R.localized("home.drawn.desc", language: language, arguments: [.int(7)]))
        }
    }

    @Test("every generated accessor reads its key's place in the sorted keys (run Scripts/generate-resources)")
    func accessorsReadTheirOwnKey() throws {
        let generated = filesFolder.deletingLastPathComponent().appendingPathComponent("Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasPrefix("RStrings+") }
        var seen = 0
        for name in names {
            let source = try String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8)
            for line in source.split(separator: "\n") where line.contains("R.localized(at: ") {
                let afterAt = line[line.range(of: "R.localized(at: ")!.upperBound...]
                let index = try #require(Int(afterAt.prefix { $0.isNumber }), "\(name): \(line)")
                let key = try #require(line.range(of: "// ").map { String(line[$0.upperBound...]) }, "\(name): \(line)")
                #expect(StringTables.shared.key(at: index) == key, "\(name): \(line)")
                seen += 1
            }
        }
        #expect(seen == EmbeddedTables.keys.count)
    }

    @Test("a language's table is built when its first string is asked for, not before")
    func builtOnFirstUse() {
        let tables = StringTables(keys: ["a.b", "a.c"]) { language in
            [.english: ["English", "only English"], .japanese: ["日本語", "日本語"], .korean: ["한국어", nil]][language]
        }
        #expect(tables.builtLanguages.isEmpty)
        #expect(tables.template(for: "a.b", language: .korean) == "한국어")
        #expect(tables.builtLanguages == [.korean])
        // A key no table has is known from the keys alone: nothing more is built for it.
        #expect(tables.template(for: "a.missing", language: .korean) == nil)
        #expect(tables.builtLanguages == [.korean])
        #expect(tables.template(for: "a.c", language: .korean) == "only English")
        #expect(tables.builtLanguages == [.korean, .english])
    }
}
