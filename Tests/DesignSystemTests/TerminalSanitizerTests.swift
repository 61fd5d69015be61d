import DesignSystem
import Foundation
import Testing

@Suite("Terminal sanitiser")
struct TerminalSanitizerTests {
    @Test(
        "escape sequences and controls never survive",
        arguments: [
            ("\u{1B}[31mred\u{1B}[0m", "red"),
            ("\u{1B}[2J\u{1B}[Hclear", "clear"),
            ("\u{1B}]52;c;aGVsbG8=\u{7}copied", "copied"),
            ("\u{1B}]52;c;aGVsbG8=\u{1B}\\copied", "copied"),
            ("\u{1B}]8;;http://evil.example\u{7}link\u{1B}]8;;\u{7}", "link"),
            ("\u{1B}P1$qm\u{1B}\\dcs", "dcs"),
            ("\u{1B}_apc payload\u{1B}\\after", "after"),
            ("\u{1B}(Bcharset", "charset"),
            ("\u{9B}31mC1 csi", "C1 csi"),
            ("\u{9D}0;title\u{9C}osc", "osc"),
            ("bell\u{7}del\u{7F}cr\rnul\u{0}", "belldelcrnul"),
            ("\u{202E}evil\u{202C} \u{2066}iso\u{2069}", "evil iso"),
            ("unterminated \u{1B}]0;title", "unterminated "),
            ("trailing escape \u{1B}", "trailing escape "),
            ("안녕 🎲 café", "안녕 🎲 café"),
        ])
    func sanitize(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
        #expect(TerminalSanitizer.isClean(TerminalSanitizer.sanitize(input)))
    }

    @Test("newlines and tabs stay for layout to handle")
    func layoutControls() {
        #expect(TerminalSanitizer.sanitize("a\nb\tc") == "a\nb\tc")
    }

    @Test("text built into a component is sanitised where it enters")
    func textComponentSanitises() {
        let frame = Text("\u{1B}[31mHi\u{1B}]52;c;eA==\u{7}").rendered(size: DesignSystem.Size(width: 10, height: 1))
        #expect(frame.plainText == "Hi")
    }
}

/// One attack of `Fixtures/sanitizer-payloads.json` and the text that should remain visible.
private struct Payload: Decodable {
    var name: String
    var input: String
    var visible: String
}

@Suite("Terminal sanitiser against attack payloads")
struct SanitizerPayloadTests {
    @Test("no payload reaches the terminal; only its visible text remains")
    func payloads() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/sanitizer-payloads.json")
        let payloads = try JSONDecoder().decode([Payload].self, from: Data(contentsOf: file))
        #expect(payloads.count >= 30)
        for payload in payloads {
            let cleaned = TerminalSanitizer.sanitize(payload.input)
            #expect(cleaned == payload.visible, "\(payload.name)")
            let dangerous = cleaned.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            #expect(dangerous.isEmpty, "\(payload.name) left \(dangerous.map { String($0.value, radix: 16) })")
        }
    }

    @Test("a payload drawn through a component leaves only its visible text in the frame")
    func throughComponents() {
        let frame = Box(title: "\u{1B}]0;pwned\u{7}제목", Text("\u{1B}[2J본문\u{9B}31m")).rendered(size: DesignSystem.Size(width: 16, height: 3))
        #expect(frame.plainTextLines == ["╭ 제목 ────────╮", "│ 본문         │", "╰──────────────╯"])
    }
}

/// JSON meant for a terminal keeps its meaning with nothing in it a terminal would act on.
@Suite("Terminal sanitizer: JSON for a terminal")
struct JSONEscapingTests {
    @Test("C0 and C1 controls, DEL and bidi controls become \\u escapes; everything else stays, and the JSON still decodes to the same value")
    func escapes() throws {
        let value = ["name": "A\u{9B}2J\u{202E}B\u{1B}]0;x\u{07}\u{7F}한🎲"]
        let raw = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let printable = TerminalSanitizer.escapingControls(inJSON: raw)
        #expect(printable.unicodeScalars.allSatisfy { TerminalSanitizer.isClean(String($0)) })
        #expect(printable.contains(#"A\u009B2J\u202EB\u001b]0;x\u0007\u007F한🎲"#), "\(printable)")
        #expect(try JSONDecoder().decode([String: String].self, from: Data(printable.utf8)) == value)
        #expect(TerminalSanitizer.escapingControls(inJSON: #"{"a":"plain"}"#) == #"{"a":"plain"}"#)
    }

    @Test(
        "whitespace between tokens is no string: valid JSON stays valid and parses to the same value",
        arguments: [
            "{\"a\":1}\n", "{\n\t\"a\": [1, \"x\\\"\u{85}\"]\r\n}", "[\"\\\\\", \"\u{9B}\"]\n",
        ])
    func whitespaceOutsideStrings(json: String) throws {
        let printable = TerminalSanitizer.escapingControls(inJSON: json)
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? NSObject
        let escaped = try JSONSerialization.jsonObject(with: Data(printable.utf8), options: [.fragmentsAllowed]) as? NSObject
        #expect(original != nil && escaped == original, "\(printable)")
        // Only the line breaks and tabs JSON allows between tokens are left, and no CR.
        #expect(!printable.unicodeScalars.contains { !TerminalSanitizer.isClean(String($0)) })
    }

    @Test("a control inside a string is escaped, never left raw, even right after a backslash")
    func noRawControlInAString() {
        #expect(TerminalSanitizer.escapingControls(inJSON: "{\"a\":1}\n") == "{\"a\":1}\n")
        #expect(TerminalSanitizer.escapingControls(inJSON: "[\"a\nb\"]") == #"["a\u000Ab"]"#)
        #expect(TerminalSanitizer.escapingControls(inJSON: "[\"a\\\u{9B}\"]") == #"["a\\u009B"]"#)
    }
}
