import Testing

@testable import AppHost

@Suite("RIB tree changes and watch lines")
struct RIBTreeChangeTests {
    static func node(_ router: String, active: Bool = true, onScreen: Bool = false, _ children: [RIBTreeSnapshot] = []) -> RIBTreeSnapshot {
        RIBTreeSnapshot(router: router, isActive: active, view: onScreen ? "View" : nil, isOnScreen: onScreen, children: children)
    }

    @Test("attached, detached, activated, deactivated and on screen, detached first; twin siblings are told apart")
    func changes() {
        let old = Self.node("Root", [Self.node("Menu", onScreen: true), Self.node("Game"), Self.node("Card", active: false)])
        let new = Self.node("Root", [Self.node("Menu", active: false), Self.node("Card", onScreen: true), Self.node("Post"), Self.node("Post")])
        #expect(
            RIBTreeChange.changes(from: old, to: new) == [
                RIBTreeChange(kind: .detached, router: "Game", path: "Root/Game"),
                RIBTreeChange(kind: .deactivated, router: "Menu", path: "Root/Menu"),
                RIBTreeChange(kind: .activated, router: "Card", path: "Root/Card"),
                RIBTreeChange(kind: .onScreen, router: "Card", path: "Root/Card"),
                RIBTreeChange(kind: .attached, router: "Post", path: "Root/Post"),
                RIBTreeChange(kind: .attached, router: "Post", path: "Root/Post#2"),
            ])
        #expect(RIBTreeChange.changes(from: new, to: new).isEmpty)
        #expect(RIBTreeChange.changes(from: nil, to: Self.node("Root")) == [RIBTreeChange(kind: .attached, router: "Root", path: "Root")])
    }

    @Test("a line round-trips; over-long, broken, too deep or too wide lines are refused with their reason")
    func lines() throws {
        let update = RIBTreeUpdate(time: 1_700_000_000, changes: [], tree: Self.node("Root", [Self.node("Menu", onScreen: true)]))
        #expect(try RIBTreeUpdate(line: Array(update.line.dropLast())) == update)
        #expect(update.line.last == UInt8(ascii: "\n") && !update.line.dropLast().contains(UInt8(ascii: "\n")))

        #expect(throws: RIBTreeUpdate.Problem.tooLong) {
            try RIBTreeUpdate(line: Array(repeating: UInt8(ascii: " "), count: RIBTreeUpdate.maximumLineLength + 1))
        }
        #expect(throws: RIBTreeUpdate.Problem.notJSON) { try RIBTreeUpdate(line: Array("{\"time\":1".utf8)) }
        var deep = Self.node("Leaf")
        for _ in 0..<RIBTreeUpdate.maximumDepth { deep = Self.node("Node", [deep]) }
        #expect(throws: RIBTreeUpdate.Problem.self) { try RIBTreeUpdate(line: Array(RIBTreeUpdate(time: 1, changes: [], tree: deep).line.dropLast())) }
        let wide = Self.node("Root", Array(repeating: Self.node("Child"), count: RIBTreeUpdate.maximumNodes))
        #expect(throws: RIBTreeUpdate.Problem.self) { try RIBTreeUpdate(line: Array(RIBTreeUpdate(time: 1, changes: [], tree: wide).line.dropLast())) }
        let never = RIBTreeUpdate(time: -5, changes: [], tree: Self.node("Root"))
        #expect(throws: RIBTreeUpdate.Problem.self) { try RIBTreeUpdate(line: Array(never.line.dropLast())) }
    }

    @Test("the printable line escapes C0 and C1 controls in names, so nothing in it steers a terminal")
    func printable() throws {
        let hostile = RIBTreeUpdate(time: 1, changes: [], tree: Self.node("Evil\u{1B}]0;owned\u{07}\u{9B}2J"))
        let text = hostile.printableLine
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(text.contains("\\u009B"))
        let decoded = try RIBTreeUpdate(line: Array(text.utf8))
        #expect(decoded.tree.router == "Evil\u{1B}]0;owned\u{07}\u{9B}2J", "the escapes are JSON's own: a tool reads the name back")
    }
}
