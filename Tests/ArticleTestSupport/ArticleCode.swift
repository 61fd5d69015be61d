import Foundation

/// The code blocks of a DocC catalog's articles, and the regions of compiled Swift files they
/// must show, so an article's code cannot drift from code that builds.
///
/// In an article, the line before a ` ```swift ` block names its source:
/// `<!-- code: FILE.swift#REGION -->`, a region of a file in the test target's `Articles`
/// folder between `// article: REGION` and `// end article: REGION` (shown without the
/// indentation it has there), or `<!-- manifest -->` for a package manifest's lines, which no
/// target can compile (the consumer package and the examples are manifests that build).
///
/// Each library with a catalog (DesignSystem, RIBs) checks its own articles with it, from a
/// test beside the article's code.
public enum ArticleCode {
    /// What is wrong with the code blocks of every article in `catalog`, one line each.
    public static func problems(catalog: URL, codeFolder: URL) throws -> [String] {
        let articles = try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var problems: [String] = []
        for article in articles {
            let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].hasPrefix("```swift") else { continue }
                let start = index + 1
                guard let end = lines[start...].firstIndex(where: { $0.hasPrefix("```") }) else {
                    problems.append("\(article.lastPathComponent):\(start): a code block that never ends")
                    break
                }
                let code = lines[start..<end].joined(separator: "\n")
                let marker = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                let place = "\(article.lastPathComponent):\(start)"
                if marker == "<!-- manifest -->" {
                    if !code.contains(".package(") { problems.append("\(place): marked as a manifest, but declares no package dependency") }
                } else if let reference = reference(in: marker) {
                    let file = codeFolder.appendingPathComponent(reference.file)
                    guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                        problems.append("\(place): \(reference.file) is not in \(codeFolder.lastPathComponent)")
                        index = end
                        continue
                    }
                    if let region = region(reference.region, in: source) {
                        if region != code { problems.append("\(place): differs from \(reference.file)#\(reference.region)") }
                    } else {
                        problems.append("\(place): \(reference.file) has no region \(reference.region)")
                    }
                } else {
                    problems.append("\(place): a Swift block with no <!-- code: FILE#REGION --> line before it is compiled by nothing")
                }
                index = end
            }
        }
        return problems
    }

    /// The file and region an article's marker line names.
    public static func reference(in marker: String) -> (file: String, region: String)? {
        let trimmed = marker.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- code: "), trimmed.hasSuffix(" -->") else { return nil }
        let body = trimmed.dropFirst("<!-- code: ".count).dropLast(" -->".count)
        let parts = body.split(separator: "#", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The lines between `// article: name` and `// end article: name`, without their common
    /// indentation.
    public static func region(_ name: String, in source: String) -> String? {
        let lines = source.components(separatedBy: "\n")
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = trimmed.firstIndex(of: "// article: \(name)"),
            let end = trimmed[start...].firstIndex(of: "// end article: \(name)")
        else { return nil }
        let body = Array(lines[(start + 1)..<end])
        let indentation =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }
            .min() ?? 0
        return body.map { $0.count >= indentation ? String($0.dropFirst(indentation)) : "" }.joined(separator: "\n")
    }
}
