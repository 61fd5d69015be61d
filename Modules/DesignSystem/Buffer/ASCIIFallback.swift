/// Which characters the terminal can show: all of Unicode, or only ASCII (a locale that is
/// not UTF-8, a Linux console, `--ascii`).
public enum Charset: Sendable, Equatable {
    /// Every character the cells hold, box drawing and emoji included.
    case unicode
    /// Bytes below 0x80 only; each frame is cut down to ASCII forms of the same width.
    case ascii

    /// ASCII when the locale in effect names a charset other than UTF-8 (`LANG=C`,
    /// `LC_ALL=POSIX`, `en_US.ISO-8859-1`), as `LC_ALL`, then `LC_CTYPE`, then `LANG` decide;
    /// Unicode when it names UTF-8 or when no locale is set at all (most terminals today).
    public static func detect(environment: [String: String]) -> Charset {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return .unicode }
        let name = locale.lowercased()
        return name.containsBytes(of: "utf-8") || name.containsBytes(of: "utf8") ? .unicode : .ascii
    }
}

extension CellBuffer {
    /// The frame with only ASCII in it, cell for cell: borders become `+-|`, markers and arrows
    /// `>` `<` `^` `v`, the spinner `|/-\`, and anything else beyond ASCII (a word from the
    /// network, an emoji) a `?` in each column it took, so nothing moves.
    public func asciiOnly() -> CellBuffer {
        var copy = self
        for index in copy.cells.indices {
            let cell = copy.cells[index]
            if cell.isContinuation {
                copy.cells[index] = Cell(content: Grapheme(ascii: UInt8(ascii: "?")), style: cell.style)
                continue
            }
            let text = cell.grapheme
            guard let first = text.unicodeScalars.first, !(text.utf8.count == 1 && first.isASCII) else { continue }
            copy.cells[index] = Cell(content: Grapheme(ascii: ASCIIForm.of(text)), style: cell.style)
        }
        return copy
    }
}

/// The one-column ASCII stand-in of a cluster beyond ASCII.
enum ASCIIForm {
    static func of(_ cluster: String) -> UInt8 {
        let scalars = cluster.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return UInt8(ascii: "?") }
        let value = scalar.value
        switch value {
        case 0x2500...0x257F: return boxDrawing(value)
        case 0x2580...0x259F: return UInt8(ascii: "#")
        case 0x2800...0x28FF: return spinner(cluster)
        default: break
        }
        switch cluster {
        case "›", "→", "▶", "▸", "↪", "»": return UInt8(ascii: ">")
        case "‹", "←", "◀", "◂", "↩", "«": return UInt8(ascii: "<")
        case "↑", "▲", "▴": return UInt8(ascii: "^")
        case "↓", "▼", "▾": return UInt8(ascii: "v")
        case "…", "·", "•": return UInt8(ascii: cluster == "•" ? "*" : ".")
        case "—", "–", "−": return UInt8(ascii: "-")
        case "‘", "’": return UInt8(ascii: "'")
        case "“", "”": return UInt8(ascii: "\"")
        case "✓", "✔": return UInt8(ascii: "v")
        case "✗", "✘", "×": return UInt8(ascii: "x")
        case "₩": return UInt8(ascii: "W")
        case "\u{A0}": return UInt8(ascii: " ")
        default: return UInt8(ascii: "?")
        }
    }

    private static let horizontal: Set<UInt32> = [
        0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E,
    ]
    private static let vertical: Set<UInt32> = [
        0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F,
    ]

    private static func boxDrawing(_ value: UInt32) -> UInt8 {
        if horizontal.contains(value) { return UInt8(ascii: "-") }
        if vertical.contains(value) { return UInt8(ascii: "|") }
        return UInt8(ascii: "+")
    }

    /// The spinner's braille frames turn as `|/-\` in the same order.
    private static func spinner(_ cluster: String) -> UInt8 {
        guard let step = Spinner.frames.firstIndex(of: cluster) else { return UInt8(ascii: ".") }
        return Array("|/-\\".utf8)[step % 4]
    }
}
