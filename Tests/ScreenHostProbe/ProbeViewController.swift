import DesignSystem
import Dispatch
import Observation

/// What the probe shows; observable like an app's view model, so the host's Observation path
/// is exercised too.
@MainActor
@Observable
final class ProbeModel {
    var field: TextFieldState
    var lastKeys: [String] = []
    var fillsScreen = false

    init(text: String) {
        field = TextFieldState(text: text)
    }
}

/// The probe's one screen: what the pty tests need to see from the inside. Every key it gets
/// and every frame it builds is appended to the log file, so a test reads exactly what the
/// screen host delivered, not what a terminal emulator would make of the output.
@MainActor
final class ProbeViewController: ViewController {
    private let log: Int32
    private let model: ProbeModel
    private var framesBuilt = 0
    private let tableTitle: String?
    private let showsSpinner: Bool

    init(logPath: String?, initialText: String, tableTitle: String? = nil, showsSpinner: Bool = false) {
        self.tableTitle = tableTitle
        self.showsSpinner = showsSpinner
        log = logPath.map { ProbeSystem.openLog($0, truncating: true) } ?? -1
        model = ProbeModel(text: initialText)
        super.init()
    }

    override var keyHints: [KeyHint] { [KeyHint(key: "f", label: "Fill")] }

    override func body() -> any Widget {
        framesBuilt += 1
        append("frame \(framesBuilt)")
        // Enough to cover the largest terminal the host believes (1000x1000), so every toggle
        // redraws it whole.
        let filler = model.fillsScreen ? String(repeating: "#", count: 1_000_000) : ""
        return VStack {
            Text("screen host probe")
            Text("keys: " + model.lastKeys.joined(separator: " "))
            Text("frames: \(framesBuilt)")
            TextField(state: model.field, isFocused: true)
            if showsSpinner { Spinner(label: "busy") }
            if let tableTitle {
                Table(
                    columns: [Table.Column("Title", width: .fixed(12)), Table.Column("Then", width: .fixed(6))],
                    rows: [[tableTitle, "|next"], ["plain", "|next"]])
            }
            Text(filler, wraps: true)
        }
    }

    override func handle(_ key: Key) -> Bool {
        let name = Self.describe(key)
        append("key " + name)
        model.lastKeys = Array((model.lastKeys + [name]).suffix(8))
        switch key {
        case .character("q"), .control("c"): return false
        case .character("f"): model.fillsScreen.toggle()
        case .character("t"):
            // A change that comes later and not from a key, as a network answer would.
            DispatchQueue.main.async { MainActor.assumeIsolated { self.model.lastKeys = Array((self.model.lastKeys + ["tick"]).suffix(8)) } }
        default: _ = model.field.handle(key)
        }
        return true
    }

    private func append(_ line: String) {
        guard log >= 0 else { return }
        ProbeSystem.write(line + "\n", to: log)
    }

    /// A key as one log word: the character itself, `^x`, `M-x`, `paste:BYTES`, or the key's name.
    static func describe(_ key: Key) -> String {
        switch key {
        case .character(let character):
            character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ",")
        case .control(let character): "^\(character)"
        case .alt(let character): "M-\(character)"
        case .paste(let text): "paste:\(text.utf8.count)"
        default: "\(key)"
        }
    }
}
