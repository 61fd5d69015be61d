import DesignSystem
import Foundation
import Testing

/// One attack of `Fixtures/sanitizer-payloads.json` and the text that should remain visible.
private struct Payload: Decodable {
    var name: String
    var input: String
    var visible: String

    static func all() throws -> [Payload] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/sanitizer-payloads.json")
        return try JSONDecoder().decode([Payload].self, from: Data(contentsOf: file))
    }
}

/// A widget that draws text straight into the buffer, as a careless future widget would.
private struct RawWidget: Widget {
    let text: String
    func size(fitting proposal: DesignSystem.Size) -> DesignSystem.Size { proposal }
    func render(in area: DesignSystem.Rect, buffer: inout CellBuffer) {
        buffer.write(text, x: area.x, y: area.y)
        buffer.write(text[...], x: area.x, y: area.y + 1, maxWidth: 10)
        buffer.fill(DesignSystem.Rect(x: area.x, y: area.y + 2, width: 4, height: 1), with: text)
    }
}

/// A screen whose title and key hints are untrusted text.
@MainActor
private final class PayloadViewController: ViewController {
    let text: String
    init(text: String) {
        self.text = text
        super.init()
    }
    override var title: String { text }
    override var keyHints: [KeyHint] { [KeyHint(key: text, label: text)] }
    override func body() -> any Widget {
        VStack {
            Text(title)
            Divider(title)
        }
    }
}

/// Every public way a string reaches a cell, as a frame drawing `text` that way.
@MainActor
private let paths: [(name: String, frame: (String) -> CellBuffer)] = [
    ("Text", { Text($0).rendered(size: size) }),
    ("Text, not wrapping", { Text($0, wraps: false).rendered(size: size) }),
    ("Button", { Button($0, isFocused: true).rendered(size: size) }),
    ("Box title", { Box(title: $0, Spacer()).rendered(size: size) }),
    (
        "Box title set later",
        { text in
            var box = Box(title: "t", Spacer())
            box.title = text
            return box.rendered(size: size)
        }
    ),
    ("Divider", { Divider($0).rendered(size: size) }),
    ("Tabs", { Tabs([$0, "b", $0], selectedIndex: 0).rendered(size: size) }),
    (
        "Table header and cells",
        { text in
            Table(
                columns: [.init(text, width: .fixed(12)), .init("b", width: .flexible(minimum: 4, weight: 1))],
                rows: [[text, text], [text]], selectedRow: 0
            ).rendered(size: size)
        }
    ),
    (
        "Table column title set later",
        { text in
            var column = Table.Column("t", width: .fixed(20))
            column.title = text
            return Table(columns: [column], rows: []).rendered(size: size)
        }
    ),
    ("List rows", { text in List(count: 3, selectedIndex: 1) { _ in text }.rendered(size: size) }),
    (
        "List rows with details",
        { text in
            List(count: 2, state: ListState(selectedIndex: 0), row: { _ in text }, detail: { _ in text }).rendered(size: size)
        }
    ),
    ("BothSideLabel", { BothSideLabel(leading: $0, trailing: $0).rendered(size: size) }),
    ("KeyHintBar", { KeyHintBar([KeyHint(key: $0, label: $0), KeyHint(key: "q", label: $0)]).rendered(size: size) }),
    (
        "KeyHint set later",
        { text in
            var hint = KeyHint(key: "k", label: "l")
            hint.key = text
            hint.label = text
            return KeyHintBar([hint]).rendered(size: size)
        }
    ),
    (
        "Alert",
        { text in
            Alert(title: text, message: text, actions: [AlertAction(title: text), AlertAction(title: text, role: .destructive)])
                .rendered(size: size)
        }
    ),
    (
        "AlertAction title set later",
        { text in
            var action = AlertAction(title: "ok")
            action.title = text
            return Alert(title: "t", message: "m", actions: [action]).rendered(size: size)
        }
    ),
    (
        "AlertController",
        { text in
            ScreenLayout.frame(
                for: AlertController(title: text, message: text, actions: [AlertAction(title: text, role: .cancel)]) { _ in },
                size: size)
        }
    ),
    ("Spinner", { Spinner(frame: 1, label: $0).rendered(size: size) }),
    ("ProgressBar", { ProgressBar(fraction: 0.5, label: $0).rendered(size: size) }),
    (
        "TextField text and placeholder",
        { text in
            var state = TextFieldState(text: text)
            state.insert(text)
            return VStack {
                TextField(state: state, isFocused: true)
                TextField(state: TextFieldState(), placeholder: text)
            }.rendered(size: size)
        }
    ),
    ("CellBuffer.write, fill and a widget that draws raw text", { RawWidget(text: $0).rendered(size: size) }),
    ("view controller title and key hints", { ScreenLayout.frame(for: PayloadViewController(text: $0), size: size) }),
    (
        "terminal-too-small message",
        { ScreenLayout.frame(content: Text($0), overlay: nil, hints: [KeyHint(key: $0, label: $0)], size: DesignSystem.Size(width: 12, height: 4)) }
    ),
]

private let size = DesignSystem.Size(width: 40, height: 8)

/// The bytes that write `frame` and then change it to `next`.
private func encoded(_ frame: CellBuffer, then next: CellBuffer, colorMode: ColorMode) -> [UInt8] {
    var writer = FrameWriter(colorMode: colorMode)
    return writer.outputBytes(for: frame) + writer.outputBytes(for: next)
}

/// The control bytes of `bytes` that are not one of the frame writer's own sequences
/// (`ESC [` digits, `;` or `?`, then one of `H m J K h l C r S T`; CR LF).
private func foreignControls(in bytes: [UInt8]) -> [String] {
    var found: [String] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B {
            var end = index + 2
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                found.append("ESC at \(index)")
                index += 1
                continue
            }
            while end < bytes.count, bytes[end] == UInt8(ascii: ";") || bytes[end] == UInt8(ascii: "?") || (0x30...0x39).contains(bytes[end]) { end += 1 }
            guard end < bytes.count, Array("HmJKhlCrST".utf8).contains(bytes[end]) else {
                found.append("foreign CSI at \(index)")
                index += 1
                continue
            }
            index = end + 1
            continue
        }
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
            // The writer's own move to the start of the next row.
            index += 2
            continue
        }
        if byte < 0x20 || byte == 0x7F { found.append(String(format: "C0 %02x at \(index)", byte)) }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { found.append("C1 at \(index)") }
        index += 1
    }
    let bidi = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
        (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) || [0x200E, 0x200F, 0x061C].contains($0.value)
    }
    return found + bidi.map { "bidi control \(String($0.value, radix: 16))" }
}

@Suite("Sanitising gate: every public path to a cell")
@MainActor
struct SanitizerGateTests {
    @Test("no payload gets a control byte into the encoded frame, and each draws as its visible text would")
    func everyPath() throws {
        let payloads = try Payload.all()
        #expect(payloads.count >= 30)
        for path in paths {
            for payload in payloads {
                for colorMode in [ColorMode.trueColor, .none] {
                    // A first frame, then a change, so both a whole frame and a diff are checked.
                    let attacked = encoded(path.frame(payload.input), then: path.frame("x" + payload.input), colorMode: colorMode)
                    let clean = encoded(path.frame(payload.visible), then: path.frame("x" + payload.visible), colorMode: colorMode)
                    let foreign = foreignControls(in: attacked)
                    #expect(foreign.isEmpty, "\(path.name), \(payload.name): \(foreign.prefix(3))")
                    #expect(Bool(attacked == clean), "\(path.name), \(payload.name): drawn unlike its visible text")
                }
            }
        }
    }

    @Test("the byte check catches what it is meant to catch")
    func checkerFindsControls() {
        #expect(foreignControls(in: Array("\u{1B}[31m".utf8)).isEmpty)
        #expect(!foreignControls(in: Array("\u{1B}]0;x\u{7}".utf8)).isEmpty)
        #expect(!foreignControls(in: Array("a\u{9B}b".utf8)).isEmpty)
        #expect(!foreignControls(in: Array("a\u{202E}b".utf8)).isEmpty)
        #expect(!foreignControls(in: Array("a\rb".utf8)).isEmpty)
        #expect(!foreignControls(in: Array("a\nb".utf8)).isEmpty)
        #expect(foreignControls(in: Array("a\r\nb".utf8)).isEmpty)
    }

    @Test("a cell made from a string holds its first printable cluster, sanitised")
    func cellInitialiser() {
        #expect(Cell(grapheme: "\u{1B}[31m한", style: .plain).grapheme == "한")
        #expect(Cell(grapheme: "\u{7}", style: .plain).grapheme == " ")
    }

    @Test("a fill with text that is not one printable column fills with spaces")
    func fillGlyph() {
        var buffer = CellBuffer(size: DesignSystem.Size(width: 3, height: 1))
        buffer.fill(buffer.area, with: "\u{1B}[2J")
        #expect(buffer.plainTextLines == [""])
        buffer.fill(buffer.area, with: "\u{1B}[31m─")
        #expect(buffer.plainTextLines == ["───"])
        buffer.fill(buffer.area, with: "한")
        #expect(buffer.plainTextLines == [""])
    }
}
