import Foundation
import FuzzSupport

@testable import DesignSystem

/// The terminal sanitiser over any text, and its JSON escaping over any text and over valid
/// JSON. The first byte picks whether the rest is taken as it is or first made into a JSON
/// document holding it as a string (with white space around, as a line of `tree --json` has).
///
/// Invariants:
/// - sanitised text keeps no control but newline and tab, no bidi control; a sanitised line keeps none;
/// - sanitising only removes: what is left is the text's scalars in order, and sanitising it again changes nothing;
/// - the fast byte check agrees with the scalar check on every text;
/// - escaped JSON holds no control or bidi character raw inside a string, and none outside one
///   but JSON's own white space;
/// - valid JSON, escaped, still parses, to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func terminalSanitizerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let mode = input.takeByte()
    let text = String(decoding: input.takeRest(), as: UTF8.self)
    checkSanitizing(text)
    if mode & 1 == 0 {
        checkEscaping(text)
    } else {
        // Valid JSON around the text: an object holding it, then white space such as a line ends with.
        let encoded = (try? JSONEncoder().encode(["text": text])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let spacing = ["", "\n", "\r\n", " \t", "\n\n"][Int(mode >> 1) % 5]
        checkEscaping(spacing + encoded + spacing)
    }
    return 0
}

private func checkSanitizing(_ text: String) {
    let clean = TerminalSanitizer.sanitize(text)
    invariant(
        !clean.unicodeScalars.contains { ($0 != "\n" && $0 != "\t" && isControl($0)) || isBidiControl($0) },
        "sanitised text keeps a control: \(visible(clean)) from \(visible(text))")
    invariant(TerminalSanitizer.sanitize(clean) == clean, "sanitising twice changes \(visible(clean))")
    invariant(isSubsequence(clean.unicodeScalars, of: text.unicodeScalars), "sanitising added to the text: \(visible(clean)) from \(visible(text))")
    let line = TerminalSanitizer.sanitizeLine(text)
    invariant(!line.unicodeScalars.contains { isControl($0) || isBidiControl($0) }, "a sanitised line keeps a control: \(visible(line))")

    var copy = text
    let fast = copy.withUTF8 { TerminalSanitizer.isClean(utf8: $0) }
    let slow = !text.unicodeScalars.contains(where: TerminalSanitizer.needsAttention)
    invariant(fast == slow, "the byte check says \(fast ? "clean" : "not clean") and the scalar check the opposite for \(visible(text))")
}

private func checkEscaping(_ json: String) {
    let escaped = TerminalSanitizer.escapingControls(inJSON: json)
    var isInString = false
    var isEscaped = false
    for scalar in escaped.unicodeScalars {
        let isRaw = isControl(scalar) || isBidiControl(scalar)
        if isInString {
            invariant(!isRaw, "escaped JSON keeps a control inside a string: \(visible(escaped)) from \(visible(json))")
            if isEscaped {
                isEscaped = false
            } else if scalar == "\\" {
                isEscaped = true
            } else if scalar == "\"" {
                isInString = false
            }
        } else {
            let isWhiteSpace = scalar == "\n" || scalar == "\r" || scalar == "\t"
            invariant(!isRaw || isWhiteSpace, "escaped JSON keeps a control outside a string: \(visible(escaped)) from \(visible(json))")
            if scalar == "\"" { isInString = true }
        }
    }
    guard let value = canonical(json) else { return }
    invariant(
        canonical(escaped) == value,
        "valid JSON no longer parses to the same value once escaped: \(visible(json)) became \(visible(escaped))")
}

/// The value `json` parses to, written back in one canonical way (keys sorted); nil when it does
/// not parse. Text with a NUL is not JSON, though Foundation's parser reads `1\0` as 1 (it takes
/// a NUL after a number for the end of the text).
private func canonical(_ json: String) -> Data? {
    guard !json.unicodeScalars.contains("\0") else { return nil }
    guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else { return nil }
    return try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
}

private func isSubsequence(_ part: String.UnicodeScalarView, of whole: String.UnicodeScalarView) -> Bool {
    var index = whole.startIndex
    for scalar in part {
        guard let found = whole[index...].firstIndex(of: scalar) else { return false }
        index = whole.index(after: found)
    }
    return true
}
