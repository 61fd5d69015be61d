import DesignSystem
import Testing

/// A screen whose first hint comes and goes, as "a Add to cart" does once the book is in the cart.
@MainActor
private final class ShelfScreen: ViewController {
    var offersAdd = true

    override var keyHints: [KeyHint] {
        (offersAdd ? [KeyHint(key: "a", label: "Add to cart")] : []) + [KeyHint(key: "c", label: "Cart"), KeyHint(key: "Esc", label: "Back")]
    }
    override func body() -> any Widget { Text("shelf") }
}

/// The status bar keeps each hint where it was while the same screen has the keys, so a click
/// aimed at a hint a moment ago never lands on its neighbour.
@MainActor
@Suite("Hint places")
struct HintPlacesTests {
    @Test("a bar with anchors keeps each hint at its place, moves one right only to make room, and drops the places that no longer fit")
    func anchoredBar() {
        let hints = [KeyHint(key: "c", label: "Cart"), KeyHint(key: "q", label: "Quit")]
        #expect(KeyHintBar(hints).placements(width: 40).map(\.x) == [0, 8])
        #expect(KeyHintBar(hints, anchors: ["c": 15, "q": 23]).placements(width: 40).map(\.x) == [15, 23])
        #expect(KeyHintBar(hints, anchors: ["c": 15, "q": 3]).placements(width: 40).map(\.x) == [15, 23])
        #expect(KeyHintBar(hints, anchors: ["c": 15, "q": 23]).placements(width: 25).map(\.x) == [0, 8])
    }

    @Test("when the first hint goes, the others stay where they were; when it comes back, it takes its old place")
    func hintsStayInPlace() {
        let shelf = ShelfScreen()
        let screen = HeadlessScreen(root: shelf, size: Size(width: 60, height: 6))
        let before = screen.lines.last ?? ""
        #expect(before == " a Add to cart  c Cart  Esc Back  q Quit")
        shelf.offersAdd = false
        let after = screen.lines.last ?? ""
        #expect(after == "                c Cart  Esc Back  q Quit")
        // The click a user aimed at Cart before still finds Cart.
        let cartColumn = before.firstRange(of: "c Cart")!.lowerBound.utf16Offset(in: before)
        let region = screen.frame.hitRegions.first { $0.rect.y == 5 && (($0.rect.x)..<($0.rect.maxX)).contains(cartColumn) }
        #expect(region?.action == .press([.character("c")]))
        shelf.offersAdd = true
        #expect(screen.lines.last == before)
    }

    @Test("another screen, or another width, starts afresh")
    func placesBelongToTheScreen() {
        let shelf = ShelfScreen()
        let navigation = NavigationController()
        navigation.setRoot(shelf)
        let screen = HeadlessScreen(root: navigation, size: Size(width: 60, height: 6))
        _ = screen.frame
        shelf.offersAdd = false
        let other = ShelfScreen()
        other.offersAdd = false
        navigation.push(other)
        #expect(screen.lines.last == " c Cart  Esc Back  q Quit")
        screen.send(.escape)
        shelf.offersAdd = true
        _ = screen.frame
        shelf.offersAdd = false
        screen.size = Size(width: 50, height: 6)
        #expect(screen.lines.last == " c Cart  Esc Back  q Quit")
    }
}
