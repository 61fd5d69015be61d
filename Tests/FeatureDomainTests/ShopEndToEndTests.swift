import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

/// The bookstore, the promotion and the card application through the real RIB tree.
@MainActor
@Suite("The shop end to end, through its real RIB tree", .timeLimit(.minutes(1)))
struct ShopEndToEndTests {
    @Test("browse, add two books, apply a code, check out: the order number, the discounted total, an empty cart")
    func buyTwoBooksWithACode() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ada", "Noah"))
            app.type("5")  // Books.
            #expect(await app.waitFor("클린 아키텍처"))
            #expect(app.text.contains("Books · Cart (0)"))
            #expect(app.text.contains("₩32,000"))
            app.send(.enter)
            #expect(await app.waitFor("by 로버트 C. 마틴"))
            app.type("a")
            #expect(await app.waitFor("Cart (1)"))
            #expect(app.text.contains("In your cart"))
            app.send(.escape, .down, .enter)  // Back to the shelf, the second book.
            #expect(await app.waitFor("by 한강"))
            app.type("a")
            #expect(await app.waitFor("Cart (2)"))
            app.type("c")
            #expect(await app.waitFor("Total ₩45,500"))
            app.send(.escape, .escape, .escape)  // Cart, book, shelf: back to the menu.
            #expect(await app.waitFor("Main menu"))
            #expect(app.text.contains("Cart (2)"))

            app.type("7")  // Enter a code.
            #expect(app.text.contains("Type a code"))
            app.type("nope")
            app.send(.enter)
            #expect(app.text.contains("there is no such code"))
            for _ in 0..<4 { app.send(.backspace) }
            app.type("welcome10")
            app.send(.enter)
            #expect(app.text.contains("Applied! 10% off your next order"))
            app.send(.enter)
            #expect(app.text.contains("Main menu"))

            app.type("5")
            #expect(await app.waitFor("클린 아키텍처"))
            app.type("c")
            // 32,000 + 13,500 = 45,500; 10% is 4,550; 45,500 - 4,550 = 40,950.
            #expect(await app.waitFor("Total ₩40,950"))
            #expect(app.text.contains("Subtotal ₩45,500"))
            #expect(app.text.contains("Discount (WELCOME10) −₩4,550"))
            app.send(.enter)
            #expect(app.text.contains("Checking out…"))
            #expect(await app.waitFor("Order number BK-"))
            #expect(app.dependency.store.loadCart(memberID: "7").isEmpty)
            #expect(app.dependency.store.loadUsedPromotions(memberID: "7") == ["WELCOME10"])
            app.send(.escape)
            #expect(await app.waitFor("Books · Cart (0)"))
        }
    }

    @Test("an empty cart cannot be checked out, and says so")
    func emptyCart() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ada", ""))
            app.type("5")
            app.type("c")
            #expect(app.text.contains("Your cart is empty."))
            app.send(.enter)
            #expect(app.text.contains("An empty cart cannot be checked out."))
            #expect(!app.text.contains("Checking out…"))
        }
    }

    @Test("a restart keeps the member's cart, and another member's cart is their own")
    func restartKeepsCart() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("minjun", ""))
            app.type("5")
            #expect(await app.waitFor("클린 아키텍처"))
            app.send(.enter)
            #expect(await app.waitFor("by 로버트"))
            app.type("aa")
            #expect(await app.waitFor("Cart (2)"))

            let restarted = AppHarness(directory: directory.url)
            #expect(restarted.text.contains("Main menu"))
            #expect(await restarted.waitFor("Cart (2)"))
            restarted.type("5")
            restarted.type("c")
            #expect(await restarted.waitFor("Total ₩64,000"))
            #expect(restarted.dependency.store.loadCart(memberID: "7").isEmpty)
        }
    }

    @Test("apply for a card: loading, then the result; re-entering shows it and refuses it again; a restart keeps it")
    func cardApplication() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("noahp", ""))
            app.type("6")  // Card application.
            #expect(await app.waitFor("Everyday account"))
            #expect(app.text.contains("No cards applied for yet."))
            app.send(.enter)
            #expect(app.text.contains("Sending your application…"))
            #expect(await app.waitFor("Your check card is on its way."))
            app.send(.enter)  // Finish.
            #expect(await app.waitFor("Cards applied for: Everyday account"))
            app.send(.enter)
            #expect(app.text.contains("You have already applied for a card on the Everyday account."))
            app.send(.escape)
            #expect(app.text.contains("Main menu"))
            app.type("6")
            #expect(await app.waitFor("Cards applied for: Everyday account"))
            #expect(app.dependency.store.loadCardApplications(memberID: "8").map(\.accountType.id) == ["everyday"])

            let restarted = AppHarness(directory: directory.url)
            restarted.type("6")
            #expect(await restarted.waitFor("Cards applied for: Everyday account"))
        }
    }
}
