import DesignSystem
import RIBs

/// The counter's one screen: the count in a box, `+` to add one.
final class CounterViewController: ViewController, CounterPresentable, ViewControllable {
    weak var listener: (any CounterPresentableListener)?
    private var count = 0

    override var title: String { "Counter" }

    override var keyHints: [KeyHint] { [KeyHint(key: "+", label: "Add one")] }

    func show(count: Int) {
        self.count = count
    }

    override func body() -> any Widget {
        Box(title: "Counter", Text("Count: \(count)"))
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .character("+") else { return false }
        listener?.increment()
        return true
    }
}
