import DesignSystem
import Testing

private func lines(_ widget: any Widget, _ width: Int, _ height: Int = 1) -> [String] {
    widget.rendered(size: Size(width: width, height: height)).plainTextLines
}

/// Every component rendered to plain text at a narrow and a wide size, with Korean text.
@Suite("Component frames at two widths")
struct ComponentFramesTests {
    @Test("ZStack draws later children over earlier ones")
    func zStack() {
        let stack = ZStack {
            Text("배경 background text")
            Text("위", alignment: .trailing)
        }
        #expect(lines(stack, 24) == ["배경 background text  위"])
        #expect(lines(stack, 40) == ["배경 background text                  위"])
    }

    @Test("BothSideLabel shortens the leading label first")
    func bothSideLabel() {
        let label = BothSideLabel(leading: "게시글 제목이 아주 길어요 long title", trailing: "김민준")
        #expect(lines(label, 24) == ["게시글 제목이 아… 김민준"])
        #expect(lines(label, 40) == ["게시글 제목이 아주 길어요 long t… 김민준"])
    }

    @Test("BothSideLabel lets the trailing label use the room a short or empty leading one leaves")
    func bothSideLabelTrailingRoom() {
        // A discount line of a Japanese cart: 25 columns of text in a 30-column row, where two thirds (20) would cut it.
        #expect(lines(BothSideLabel(leading: "", trailing: "割引（HALFPRICE）−₩16,000"), 30) == ["     割引（HALFPRICE）−₩16,000"])
        #expect(lines(BothSideLabel(leading: "計", trailing: "割引（HALFPRICE）−₩16,000"), 30) == ["計   割引（HALFPRICE）−₩16,000"])
        #expect(lines(BothSideLabel(leading: "", trailing: "割引（HALFPRICE）−₩16,000"), 20) == ["割引（HALFPRICE）−₩…"])
    }

    @Test("Divider runs the full width with its label set in")
    func divider() {
        #expect(lines(Divider("댓글 Comments"), 24) == ["── 댓글 Comments ───────"])
        #expect(lines(Divider("댓글 Comments"), 40) == ["── 댓글 Comments ───────────────────────"])
    }

    @Test("Table gives flexible columns the room fixed ones leave and shortens what does not fit")
    func table() {
        let table = Table(
            columns: [
                .init("#", width: .fixed(3), alignment: .trailing),
                .init("제목", width: .flexible(minimum: 6, weight: 2)),
                .init("가격", width: .flexible(minimum: 5, weight: 1), alignment: .trailing),
            ],
            rows: [["1", "클린 아키텍처", "₩32,000"], ["2", "Swift Concurrency in Practice", "$39.99"]],
            selectedRow: 1)
        #expect(
            lines(table, 24, 4) == [
                "    # 제목          가격",
                "────────────────────────",
                "    1 클린 아키… ₩32,000",
                "›   2 Swift Con…  $39.99",
            ])
        #expect(
            lines(table, 40, 4) == [
                "    # 제목                          가격",
                "────────────────────────────────────────",
                "    1 클린 아키텍처              ₩32,000",
                "›   2 Swift Concurrency i…        $39.99",
            ])
    }

    @Test("TextField shows text, a placeholder or dots, scrolled to the cursor")
    func textField() {
        var state = TextFieldState(text: "안녕하세요 world")
        state.moveCursor(by: -6)
        #expect(lines(TextField(state: state, isFocused: true), 12) == ["안녕하세요 w"])
        #expect(lines(TextField(state: state, isFocused: true), 20) == ["안녕하세요 world____"])
        #expect(lines(TextField(state: TextFieldState(), placeholder: "플레이어 이름 Player name"), 12) == ["_플레이어…__"])
        #expect(lines(TextField(state: TextFieldState(text: "비밀번호"), isSecure: true, isFocused: true), 12) == ["•••• _______"])
        // Ten syllables are 20 columns: an 8-column field scrolls to keep the cursor at the end in view.
        let long = TextFieldState(text: "가나다라마바사아자차")
        #expect(lines(TextField(state: long, isFocused: true), 8) == ["아자차 _"])
    }

    @Test("Alert puts choices side by side when they fit and stacks them when not")
    func alert() {
        let alert = Alert(
            title: "로그아웃", message: "정말 로그아웃할까요? Are you sure?",
            actions: [AlertAction(title: "취소", role: .cancel), AlertAction(title: "로그아웃", role: .destructive)])
        #expect(
            lines(alert, 24, 9) == [
                "╔ 로그아웃 ════════════╗",
                "║ 정말 로그아웃할까요? ║",
                "║ Are you sure?        ║",
                "║                      ║",
                "║ > 취소 <             ║",
                "║ [ 로그아웃 ]         ║",
                "║                      ║",
                "╚══════════════════════╝",
                "",
            ])
        #expect(
            lines(alert, 40, 7) == [
                " ╔ 로그아웃 ══════════════════════════╗",
                " ║ 정말 로그아웃할까요? Are you sure? ║",
                " ║                                    ║",
                " ║ > 취소 <  [ 로그아웃 ]             ║",
                " ║                                    ║",
                " ╚════════════════════════════════════╝",
                "",
            ])
    }

    @Test("Spinner turns through its frames and shortens its label")
    func spinner() {
        #expect(lines(Spinner(frame: 3, label: "불러오는 중 Loading"), 12) == ["⠸ 불러오는…"])
        #expect(lines(Spinner(frame: 13, label: "불러오는 중 Loading"), 22) == ["⠸ 불러오는 중 Loading"])
    }

    @Test("ProgressBar fills by eighths of a cell")
    func progress() {
        #expect(lines(ProgressBar(fraction: 0.42, label: "다운로드"), 24) == ["다운로드 ████▌······ 42%"])
        #expect(lines(ProgressBar(fraction: 0.42, label: "다운로드"), 40) == ["다운로드 ███████████▎··············· 42%"])
        #expect(lines(ProgressBar(fraction: 2), 12) == ["███████ 100%"])
    }

    @Test("Tabs mark the selected tab and always show it")
    func tabs() {
        let tabs = Tabs(["홈", "게시판 Board", "게임", "프로필"], selectedIndex: 2)
        #expect(lines(tabs, 24) == [" 홈  [게임]  프로필"])
        #expect(lines(tabs, 40) == [" 홈   게시판 Board  [게임]  프로필"])
    }

    @Test("Buttons show focus with arrows and keep their label when disabled")
    func buttons() {
        let row = HStack {
            Button("확인", isFocused: true)
            Button("삭제", isEnabled: false)
        }
        #expect(lines(row, 24) == ["> 확인 < [ 삭제 ]"])
        #expect(lines(row, 12) == ["> 확인 < […"])
    }

    @Test("Padding keeps its cells empty around the content")
    func padding() {
        let padded = Padding(horizontal: 2, vertical: 1, Text("여백 padding"))
        #expect(lines(padded, 12, 3) == ["", "  여백…", ""])
        #expect(lines(padded, 20, 3) == ["", "  여백 padding", ""])
    }

    @Test("Text aligns its lines")
    func textAlignment() {
        #expect(lines(Text("가운데 center", alignment: .center), 24) == ["     가운데 center"])
        #expect(lines(Text("오른쪽", alignment: .trailing), 10) == ["    오른쪽"])
    }
}

extension ComponentFramesTests {
    @Test("List draws the rows on screen with the selection marked", arguments: [14, 24])
    func list(width: Int) {
        let names = ["김민준", "佐藤 花子", "Ada Brooks 🎨", "이서연"]
        let frame = lines(List(count: names.count, selectedIndex: 2) { names[$0] }, width, 3)
        let expected =
            width == 14
            ? ["  김민준", "  佐藤 花子", "› Ada Brooks…↓"]
            : ["  김민준", "  佐藤 花子", "› Ada Brooks 🎨        ↓"]
        #expect(frame == expected)
    }

    @Test(
        "Box draws each border style",
        arguments: [
            (Box.BorderStyle.single, "┌ 상자 ┐", "└──────┘"), (.rounded, "╭ 상자 ╮", "╰──────╯"),
            (.double, "╔ 상자 ╗", "╚══════╝"), (.heavy, "┏ 상자 ┓", "┗━━━━━━┛"), (.ascii, "+ 상자 +", "+------+"),
        ])
    func borderStyles(style: Box.BorderStyle, top: String, bottom: String) {
        let frame = lines(Box(title: "상자", border: style, Spacer()), 8, 3)
        #expect(frame.first == top)
        #expect(frame.last == bottom)
    }
}

@Suite("Color capability")
struct ColorModeTests {
    @Test("NO_COLOR and TERM=dumb turn color off; COLORTERM and TERM say how much there is")
    func detection() {
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .ansi256)
        #expect(ColorMode.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "", "TERM": "xterm"]) == .ansi16)
        #expect(ColorMode.detect(environment: ["TERM": "screen.256color"]) == .ansi256, "anywhere in the name")
        #expect(ColorMode.detect(environment: ["TERM": "256colo"]) == .ansi16)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256COLOR"]) == .ansi16, "terminfo names are lowercase")
    }

    @Test("a style's colors come from R.color in the terminal's form, and not at all without color")
    func styleSequences() {
        var writer = FrameWriter(colorMode: .none)
        var buffer = CellBuffer(size: Size(width: 2, height: 1))
        buffer.write("a", x: 0, y: 0, style: Style(foreground: .accent, bold: true))
        #expect(writer.output(for: buffer).contains("\u{1B}[0;1ma"))
        Theme.with(.resources(appearance: .dark)) {
            var truecolor = FrameWriter(colorMode: .trueColor)
            #expect(truecolor.output(for: buffer).contains("\u{1B}[0;1;38;2;95;215;215ma"))
            var palette = FrameWriter(colorMode: .ansi256)
            #expect(palette.output(for: buffer).contains("\u{1B}[0;1;38;5;80ma"))
            var basic = FrameWriter(colorMode: .ansi16)
            #expect(basic.output(for: buffer).contains("\u{1B}[0;1;36ma"))
        }
        Theme.with(.resources(appearance: .light)) {
            var truecolor = FrameWriter(colorMode: .trueColor)
            #expect(truecolor.output(for: buffer).contains("\u{1B}[0;1;38;2;0;95;135ma"))
            var palette = FrameWriter(colorMode: .ansi256)
            #expect(palette.output(for: buffer).contains("\u{1B}[0;1;38;5;24ma"))
            var basic = FrameWriter(colorMode: .ansi16)
            #expect(basic.output(for: buffer).contains("\u{1B}[0;1;34ma"))
        }
    }
}

extension ComponentFramesTests {
    @Test("ScrollView shows its content from the offset and marks what is above and below in a column of their own", arguments: [12, 20])
    func scrollView(width: Int) {
        let content = VStack {
            for index in 1...6 { Text("줄 \(index) line") }
        }
        let frame = lines(ScrollView(offset: 2, content), width, 3)
        #expect(frame[0] == "줄 3 line".padding(toLength: width - 2, withPad: " ", startingAt: 0) + "↑")
        #expect(frame[1] == "줄 4 line")
        #expect(frame[2] == "줄 5 line".padding(toLength: width - 2, withPad: " ", startingAt: 0) + "↓")
        let end = lines(ScrollView(offset: 99, content), width, 3)
        #expect(end == ["줄 4 line".padding(toLength: width - 2, withPad: " ", startingAt: 0) + "↑", "줄 5 line", "줄 6 line"])
        // A row as wide as the area keeps its last character: the marker has a column of its own.
        let letters = String((0..<(width * 3)).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        let wrapped = lines(ScrollView(offset: 0, Text(letters)), width, 2)
        #expect(wrapped[0] == String(letters.prefix(width - 1)))
        #expect(wrapped[1] == String(letters.dropFirst(width - 1).prefix(width - 1)) + "↓")
    }

    @Test("Docked keeps its bottom rows however long the content", arguments: [12, 20])
    func docked(width: Int) {
        let names = (1...10).map { "행 \($0)" }
        let frame = lines(Docked(List(count: names.count, selectedIndex: 0) { names[$0] }, bottom: Text("합계 10")), width, 4)
        // More rows below: the list's last column says so.
        #expect(frame == ["› 행 1", "  행 2", "  행 3".padding(toLength: width - 2, withPad: " ", startingAt: 0) + "↓", "합계 10"])
    }

    @Test("YieldingStack puts the kept widget right under the other; short of room, the other gives up rows first")
    func yieldingStack() {
        let stack = YieldingStack(
            yielding: VStack {
                Text("소개 1")
                Text("소개 2")
            },
            kept: VStack {
                Text("이름")
                Text("[ OK ]")
            })
        #expect(lines(stack, 10, 6) == ["소개 1", "소개 2", "이름", "[ OK ]", "", ""])
        #expect(lines(stack, 10, 3) == ["소개 1", "이름", "[ OK ]"])
        #expect(lines(stack, 10, 2) == ["이름", "[ OK ]"])
        #expect(lines(stack, 10, 1) == ["이름"])
    }
}

extension ComponentFramesTests {
    @Test("an animated spinner turns with the host's tick and marks the frame as animated")
    func animatedSpinner() {
        let still = Spinner(frame: 2).rendered(size: Size(width: 4, height: 1))
        #expect(!still.isAnimated)
        let first = Spinner(label: "대기").rendered(size: Size(width: 8, height: 1))
        let later = AnimationTick.$current.withValue(3) { Spinner(label: "대기").rendered(size: Size(width: 8, height: 1)) }
        #expect(first.isAnimated && later.isAnimated)
        #expect(first.plainText == "⠋ 대기")
        #expect(later.plainText == "⠸ 대기")
    }
}

extension ComponentFramesTests {
    @Test("stacks align children that are smaller than they are", arguments: [12, 16])
    func stackAlignment(width: Int) {
        let column = VStack(alignment: .trailing) {
            Text("제목")
            Text("오른쪽 끝")
        }
        let columnLines = lines(column, width, 2)
        #expect(columnLines.allSatisfy { $0.displayWidth == width })
        let centered = lines(VStack(alignment: .center) { Text("가운데") }, width, 1)
        #expect(centered == [String(repeating: " ", count: (width - 6) / 2) + "가운데"])
        let row = HStack(spacing: 1, alignment: .bottom) {
            Text("위\n아래")
            Text("끝")
        }
        #expect(lines(row, width, 2) == ["위", "아래 끝"])
        let middle = HStack(spacing: 1, alignment: .center) {
            Text("하나\n둘\n셋")
            Text("가")
        }
        #expect(lines(middle, width, 3) == ["하나", "둘   가", "셋"])
    }
}
