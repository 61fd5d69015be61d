import DesignSystem
import Resources
import Testing

@testable import FeatureUserInterface

/// The board's rows line up: the numbers at one right edge, the titles and the authors each
/// from one column, whatever script they are written in and however many digits the numbers have.
@MainActor
@Suite("Board columns")
struct BoardViewTests {
    /// Titles and authors in Korean, Japanese, English and emoji, each a different width.
    static let titles = [
        "로그인 흐름 리팩터링", "写真で見る朝のランニング", "Notes on tests", "Release day 🚀", "유니코드 폭", "端末で動く UI", "🎉🎉 party",
    ]
    static let authors = ["김민준", "佐藤 花子", "Ada Brooks", "Noah", "이서연", "👩‍💻 Chloé"]

    static func rows(_ count: Int) -> [BoardViewState.Row] {
        (1...count).map { index in
            .init(id: String(index), title: "\(titles[index % titles.count]) (\(index))", author: authors[index % authors.count])
        }
    }

    /// The display column where `text` starts in `line`, or nil when the line does not hold it.
    static func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { String(line[..<$0.lowerBound]).displayWidth }
    }

    /// For each row on screen: where its number ends, its title starts and its author starts.
    static func columns(_ rows: [BoardViewState.Row], size: DesignSystem.Size) -> [(numberEnd: Int, title: Int, author: Int)] {
        let screen = BoardViewController(initialState: BoardViewState(rows: rows, status: .loaded, total: rows.count))
        let lines = HeadlessScreen(root: screen, size: size).lines
        return rows.compactMap { row in
            // The title's own number, "(N)", tells the rows apart; a title is never cut at these sizes.
            guard let line = lines.first(where: { $0.contains(row.title) }), let title = column(of: row.title, in: line),
                let number = column(of: row.id + ". ", in: line), let author = column(of: row.author, in: line)
            else { return nil }
            return (number + (row.id + ".").displayWidth, title, author)
        }
    }

    @Test(
        "numbers right-aligned, titles and authors each from one column, at 80 and 120 columns, from 13 posts to three-digit numbers",
        arguments: [(13, 80), (13, 120), (15, 80), (120, 120)])
    func columnsLineUp(count: Int, width: Int) {
        R.withLanguage(.english) {
            let rows = Self.rows(count)
            let found = Self.columns(rows, size: DesignSystem.Size(width: width, height: 40))
            #expect(found.count >= 13, "the rows on screen were found: \(found.count)")
            #expect(Set(found.map(\.numberEnd)).count == 1, "\(found.map(\.numberEnd))")
            #expect(Set(found.map(\.title)).count == 1, "\(found.map(\.title))")
            #expect(Set(found.map(\.author)).count == 1, "\(found.map(\.author))")
            #expect((found.first?.title ?? 0) == (found.first?.numberEnd ?? 0) + 1, "one space after the number")
        }
    }

    @Test("a title too long for its column is cut before the author's column, which stays where it is")
    func longTitlesAreCut() {
        var rows = Self.rows(13)
        rows[3].title = String(repeating: "아주 긴 제목 ", count: 20)
        let screen = BoardViewController(initialState: BoardViewState(rows: rows, status: .loaded, total: rows.count))
        let lines = HeadlessScreen(root: screen, size: DesignSystem.Size(width: 80, height: 24)).lines
        let long = lines.first { $0.contains("4. 아주 긴") } ?? ""
        #expect(long.contains("…"), "\(lines)")
        let authors = rows.compactMap { row in
            lines.first { $0.contains(row.id + ". " + row.title.prefix(4)) }.flatMap { Self.column(of: row.author, in: $0) }
        }
        #expect(authors.count == rows.count && Set(authors).count == 1, "\(authors)")
    }
}
