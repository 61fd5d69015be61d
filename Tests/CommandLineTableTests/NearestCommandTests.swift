import CommandLineTable
import Testing

/// The command a mistyped word is told it may have meant.
@Suite("The nearest command to a mistyped word")
struct NearestCommandTests {
    private let table = CommandTable(
        program: "Sample", summary: "a sample", description: [], options: [], defaultCommand: .init(name: "", summary: "run"),
        commands: ["route", "open", "tree", "inspect", "completions", "manual"].map { .init(name: $0, summary: $0) })

    private func nearest(_ word: String) -> String? { table.nearestCommand(to: word)?.name }

    @Test("a letter left out, added, changed or two swapped; any case")
    func slips() {
        #expect(nearest("tre") == "tree")
        #expect(nearest("treee") == "tree")
        #expect(nearest("trie") == "tree")
        #expect(nearest("rotue") == "route", "a swap is one edit, so a word two letters from two commands still finds its own")
        #expect(nearest("insepct") == "inspect")
        #expect(nearest("TREE") == "tree")
        #expect(nearest("mnaul") == "manual")
    }

    @Test("the beginning of a command finds it, however far the rest is")
    func beginnings() {
        #expect(nearest("comp") == "completions")
        #expect(nearest("insp") == "inspect")
        #expect(nearest("c") == nil, "one letter is the beginning of too much to mean anything")
    }

    @Test("a word far from every command, or all edits, finds none")
    func farWords() {
        #expect(nearest("frobnicate") == nil)
        #expect(nearest("xyz") == nil)
        #expect(nearest("") == nil)
        #expect(nearest(String(repeating: "tree", count: 10_000)) == nil)
    }

    @Test("the fewest edits win, then the order of the table")
    func fewestEdits() {
        let close = CommandTable(
            program: "Sample", summary: "a sample", description: [], options: [], defaultCommand: .init(name: "", summary: "run"),
            commands: ["lists", "list", "lost"].map { .init(name: $0, summary: $0) })
        #expect(close.nearestCommand(to: "lisst")?.name == "lists")
        #expect(close.nearestCommand(to: "lst")?.name == "list", "list and lost are one edit away: the first declared")
    }
}
