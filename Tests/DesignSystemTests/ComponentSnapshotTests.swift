import DesignSystem
import Testing

/// Components rendered to plain text at two widths, with Korean text.
@Suite("Component frames")
struct ComponentSnapshotTests {
    @Test("a box with a title around wrapped text, at 24 and 16 columns")
    func boxWithText() {
        let box = Box(title: "공지", Text("Hello 세계, this wraps"))
        #expect(
            box.rendered(size: Size(width: 24, height: 4)).plainTextLines == [
                "╭ 공지 ────────────────╮",
                "│ Hello 세계, this     │",
                "│ wraps                │",
                "╰──────────────────────╯",
            ])
        #expect(
            box.rendered(size: Size(width: 16, height: 4)).plainTextLines == [
                "╭ 공지 ────────╮",
                "│ Hello 세계,  │",
                "│ this wraps   │",
                "╰──────────────╯",
            ])
    }

    @Test("a stack puts a spacer's room between its children")
    func stackWithSpacer() {
        let stack = VStack {
            Text("위")
            Spacer()
            HStack(spacing: 2) {
                Button("확인", isFocused: true)
                Button("취소")
            }
        }
        #expect(
            stack.rendered(size: Size(width: 22, height: 4)).plainTextLines == [
                "위", "", "", "> 확인 <  [ 취소 ]",
            ])
        #expect(
            stack.rendered(size: Size(width: 12, height: 3)).plainTextLines == [
                "위", "", "> 확인 <  […",
            ])
    }

    @Test("text that does not fit its rows ends in an ellipsis")
    func overflowingText() {
        let text = Text("one two three four five six")
        #expect(text.rendered(size: Size(width: 9, height: 2)).plainTextLines == ["one two", "three…"])
    }

    @Test("key hints that do not fit are left out whole, the way out (Esc, q) last")
    func keyHints() {
        let bar = KeyHintBar([KeyHint(key: "1", label: "탭 1"), KeyHint(key: "q", label: "종료")])
        #expect(bar.rendered(size: Size(width: 20, height: 1)).plainText == "1 탭 1  q 종료")
        #expect(bar.rendered(size: Size(width: 10, height: 1)).plainText == "q 종료")
        let board = KeyHintBar([
            KeyHint(key: "↑↓", label: "Move"), KeyHint(key: "Enter", label: "Open"), KeyHint(key: "n", label: "Write"),
            KeyHint(key: "r", label: "Reload"), KeyHint(key: "Esc", label: "Back"), KeyHint(key: "q", label: "Quit"),
        ])
        #expect(board.rendered(size: Size(width: 39, height: 1)).plainText == "↑↓ Move  Enter Open  Esc Back  q Quit")
        #expect(board.rendered(size: Size(width: 20, height: 1)).plainText == "Esc Back  q Quit")
        #expect(board.rendered(size: Size(width: 10, height: 1)).plainText == "Esc Back")
        #expect(KeyHint(key: "Esc", label: "x").priority == .wayOut && KeyHint(key: "n", label: "x").priority == .normal)
    }

    @Test("a list keeps the selection on screen and draws only the visible rows")
    func selectionList() {
        var asked: [Int] = []
        let list = List(count: 1_000_000, selectedIndex: 500_000) { index in
            asked.append(index)
            return "행 \(index)"
        }
        let frame = list.rendered(size: Size(width: 14, height: 3))
        // A row more above and below: the markers say so in a column of their own.
        #expect(frame.plainTextLines == ["  행 499998  ↑", "  행 499999", "› 행 500000  ↓"])
        #expect(asked.count == 3)
    }
}

@Suite("Stack layout")
struct StackLayoutTests {
    @Test("a spacer left with no room does not hide the children after it")
    func spacerWithoutRoom() {
        let stack = VStack(spacing: 1) {
            Text("제목")
            Spacer()
            Text("끝")
        }
        #expect(stack.rendered(size: Size(width: 6, height: 4)).plainTextLines == ["제목", "", "", "끝"])
    }
}
