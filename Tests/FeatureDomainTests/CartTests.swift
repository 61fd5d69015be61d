import Testing

@testable import FeatureDomain

@Suite("Cart and Won: the store's sums")
struct CartTests {
    let cleanArchitecture = Book(id: 1, title: "클린 아키텍처", author: "로버트 C. 마틴", price: 32_000, summary: "")
    let readableCode = Book(id: 11, title: "リーダブルコード", author: "ダスティン・ボズウェル", price: 24_000, summary: "")

    @Test("won are shown with the sign and thousands separators, in every language the same")
    func wonFormat() {
        #expect(Won.format(0) == "₩0")
        #expect(Won.format(999) == "₩999")
        #expect(Won.format(1_000) == "₩1,000")
        #expect(Won.format(32_000) == "₩32,000")
        #expect(Won.format(1_234_567) == "₩1,234,567")
        #expect(Won.format(-4_500) == "-₩4,500")
    }

    @Test("adding twice counts two copies on one line; the subtotal is unit price times quantity")
    func addAndSum() {
        var cart = Cart()
        cart.add(cleanArchitecture)
        cart.add(readableCode)
        cart.add(readableCode)
        #expect(cart.lines.count == 2)
        #expect(cart.itemCount == 3)
        #expect(cart.subtotal == 32_000 + 2 * 24_000)
        #expect(cart.discount == 0)
        #expect(cart.total == 80_000)
    }

    @Test("quantities are capped, zero removes a line, remove takes the line out")
    func quantities() {
        var cart = Cart()
        cart.add(cleanArchitecture)
        cart.setQuantity(500, of: 1)
        #expect(cart.itemCount == Cart.maximumQuantity)
        cart.add(cleanArchitecture)
        #expect(cart.itemCount == Cart.maximumQuantity)
        cart.setQuantity(0, of: 1)
        #expect(cart.isEmpty)
        cart.add(readableCode)
        cart.remove(bookID: 11)
        #expect(cart.isEmpty)
        #expect(cart.total == 0)
    }

    @Test("a percentage is taken off the subtotal rounded down to the won; a fixed amount never exceeds it")
    func discounts() {
        var cart = Cart()
        cart.add(cleanArchitecture)
        cart.add(readableCode)
        cart.add(readableCode)
        cart.apply(PromotionOffer(code: "WELCOME10", percentOff: 10, expires: "2099-12-31"))
        #expect(cart.discount == 8_000)
        #expect(cart.total == 72_000)
        cart.setQuantity(1, of: 11)
        cart.apply(PromotionOffer(code: "ODD", percentOff: 15, expires: "2099-12-31"))
        #expect(cart.subtotal == 56_000)
        #expect(cart.discount == 8_400)
        #expect(PromotionOffer(code: "X", percentOff: 33, expires: "").discount(on: 9_999) == 3_299)
        #expect(PromotionOffer(code: "X", amountOff: 5_000, expires: "").discount(on: 3_000) == 3_000)
        cart.empty()
        #expect(cart.promotion == nil)
        #expect(cart.total == 0)
    }
}
