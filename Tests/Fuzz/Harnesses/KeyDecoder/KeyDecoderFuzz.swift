import DesignSystem
import FuzzSupport

/// The key decoder over any bytes a terminal (or whatever sits on the other end of the pty)
/// could send. The first byte picks where the reads split.
///
/// Invariants:
/// - no typed key (a character, Alt+character, Ctrl+letter) carries a C0 or C1 control, DEL or ESC;
/// - Ctrl+ keys are the lowercase letters;
/// - the same bytes decode to the same keys, the same first mode reports (DECRQM answers) and
///   the same latest theme report (mode 2031) however the reads split them;
/// - at most one key per byte, and one more when the escape timeout and the paste's end are called;
/// - a terminal's answer to the screen host's queries (the kitty keyboard flags, DA1) before the
///   bytes is no key and leaves the decoder as it found it: the bytes decode to the same keys after it.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyDecoderFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let splitSeed = Int(input.takeByte())
    let bytes = input.takeRest()

    let whole = decode([bytes[...]])
    var pieces: [ArraySlice<UInt8>] = []
    var start = 0
    var step = 0
    while start < bytes.count {
        // Reads of 1 to 8 bytes, in a pattern the first byte chooses.
        let length = min(bytes.count - start, 1 + (splitSeed >> (step % 6) + step) % 8)
        pieces.append(bytes[start..<(start + length)])
        start += length
        step += 1
    }
    let split = decode(pieces)
    // Reports are taken after each read, as the host does: one read keeps the latest theme
    // report and its first mode reports (at most 8), so split reads may give more of them.
    invariant(
        whole.keys == split.keys && split.modeReports.starts(with: whole.modeReports) && whole.themeReports.last == split.themeReports.last,
        "reads split differently decode differently: \(whole) then \(split) for \(hex(bytes))")
    invariant(whole.keys.count <= bytes.count + 1, "\(whole.keys.count) keys from \(bytes.count) bytes")
    let reply = replies[Int(splitSeed) % replies.count]
    let afterReply = decode([reply[...] + bytes[...]])
    invariant(afterReply.keys == whole.keys, "an answer to a query changed the keys: \(afterReply.keys) instead of \(whole.keys) for \(hex(bytes))")

    for key in whole.keys {
        switch key {
        case .character(let character), .alt(let character):
            invariant(
                !character.unicodeScalars.contains(where: isControl),
                "a typed key carries a control character: \(visible(String(character))) from \(hex(bytes))")
        case .control(let letter):
            invariant(("a"..."z").contains(letter), "Ctrl+ something not a letter: \(visible(String(letter)))")
        default:
            break
        }
    }
    return 0
}

/// Answers a terminal gives to the screen host's queries: kitty keyboard flags and DA1.
private let replies: [[UInt8]] = ["\u{1B}[?0u", "\u{1B}[?1u", "\u{1B}[?31u", "\u{1B}[?62;22c", "\u{1B}[?1;2c", "\u{1B}[?6c"].map { Array($0.utf8) }

/// What `reads` decode to, as the screen host takes it after each read.
private struct Decoded: Equatable {
    var keys: [Key] = []
    var modeReports: [TerminalModeReport] = []
    var themeReports: [Appearance] = []
}

/// The keys of `reads`, then whatever the escape timeout and a paste's quiet end report, with
/// the mode and theme reports taken after each read.
private func decode(_ reads: [ArraySlice<UInt8>]) -> Decoded {
    var decoder = KeyDecoder()
    var decoded = Decoded()
    for read in reads {
        decoded.keys += decoder.decode(Array(read))
        // Reports taken after every read: a run of them split differently still gives them all.
        decoded.modeReports += decoder.takeModeReports()
        if let theme = decoder.takeColorSchemeReport() { decoded.themeReports.append(theme) }
    }
    decoded.keys += decoder.flushEscape()
    decoded.keys += decoder.endPaste()
    return decoded
}
