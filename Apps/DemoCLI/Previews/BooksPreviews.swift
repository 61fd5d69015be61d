import FeatureUserInterface

/// Sample books for the bookstore's previews.
enum SampleBooks {
    static let shelf: [BookListViewState.Book] = [
        .init(id: 1, title: "클린 아키텍처", author: "로버트 C. 마틴", price: "₩32,000"),
        .init(id: 2, title: "Swift Concurrency in Practice", author: "Ada Brooks", price: "₩39,000"),
        .init(id: 3, title: "リーダブルコード", author: "Dustin Boswell", price: "₩24,000"),
        .init(id: 4, title: "Designing Terminal Interfaces 🖥️", author: "Sam O'Neill", price: "₩24,500"),
    ]
}

/// The shelf in the catalog.
enum BookListPreview: ScreenPreview {
    typealias View = BookListView
    static let name = "book-list"

    static func states() -> [NamedState<BookListViewState>] {
        let long = (1...30).map { index in
            BookListViewState.Book(
                id: index, title: "The Complete Guide to Modular Architecture, Volume \(index): Routers, Interactors and Builders",
                author: "Maximilian Alexander von Hohenberg", price: "₩\(100 + index),900")
        }
        return [
            NamedState(name: "korean", state: BookListViewState(books: SampleBooks.shelf, cartCount: 2)),
            NamedState(name: "loading", state: BookListViewState(isLoading: true)),
            NamedState(name: "empty", state: BookListViewState()),
            NamedState(name: "long", state: BookListViewState(books: long, cartCount: 42)),
        ]
    }

}

/// A book's page in the catalog.
enum BookDetailPreview: ScreenPreview {
    typealias View = BookDetailView
    static let name = "book-detail"

    static func states() -> [NamedState<BookDetailViewState>] {
        [
            NamedState(
                name: "korean",
                state: BookDetailViewState(
                    title: "클린 아키텍처", author: "로버트 C. 마틴", price: "₩32,000",
                    summary: "소프트웨어 구조와 설계의 원칙을 다룹니다. 의존성은 안쪽으로만 향해야 합니다.", cartCount: 1)),
            NamedState(
                name: "in-cart",
                state: BookDetailViewState(
                    title: "Swift Concurrency in Practice", author: "Ada Brooks", price: "₩39,000",
                    summary: "Tasks, actors and async sequences, from first steps to production.", isInCart: true, cartCount: 2)),
            NamedState(
                name: "not-found",
                state: BookDetailViewState(
                    title: "Book not found", author: "", price: "", summary: "", cartCount: 1,
                    problem: "There is no book 999 in the catalogue.")),
            NamedState(
                name: "long",
                state: BookDetailViewState(
                    title: "The Complete Guide to Modular Architecture, Volume 1: Routers, Interactors and Builders",
                    author: "Maximilian Alexander von Hohenberg", price: "₩129,000",
                    summary: String(repeating: "A thorough walk through every layer of a modular app. ", count: 10), cartCount: 0)),
        ]
    }

}

extension BookDetailPreview {
    /// Adding marks the book as in the cart and counts it in the badge.
    static func scriptedStates(after action: BookDetailViewAction, from state: BookDetailViewState) -> [BookDetailViewState] {
        guard action == .addToCart, !state.isInCart else { return [] }
        var state = state
        state.isInCart = true
        state.cartCount += 1
        return [state]
    }
}

/// The cart in the catalog.
enum CartPreview: ScreenPreview {
    typealias View = CartView
    static let name = "cart"

    static func states() -> [NamedState<CartViewState>] {
        let items: [CartViewState.Item] = [
            .init(bookID: 1, title: "클린 아키텍처", quantity: 1, price: "₩32,000"),
            .init(bookID: 3, title: "リーダブルコード", quantity: 2, price: "₩48,000"),
        ]
        let many = (1...25).map {
            CartViewState.Item(bookID: $0, title: "The Complete Guide to Modular Architecture, Volume \($0)", quantity: $0, price: "₩\($0 * 129),000")
        }
        return [
            NamedState(name: "korean", state: CartViewState(items: items, total: "₩80,000")),
            NamedState(name: "empty", state: CartViewState(total: "₩0")),
            NamedState(
                name: "discount",
                state: CartViewState(
                    items: items, total: "₩72,000", subtotal: "₩80,000", discount: "할인 (WELCOME10) −₩8,000")),
            NamedState(name: "ordered", state: CartViewState(total: "₩0", checkout: .completed, orderNumber: "BK-482913")),
            NamedState(name: "checking-out", state: CartViewState(items: items, total: "₩80,000", checkout: .inProgress)),
            NamedState(name: "completed", state: CartViewState(total: "₩0", checkout: .completed)),
            NamedState(name: "long", state: CartViewState(items: many, total: "₩41,925,000")),
        ]
    }

}

extension CartPreview {
    /// Removing drops the line (the total is the app's sum, so the canned one stays); checkout
    /// shows progress, then the canned completed state.
    static func scriptedStates(after action: CartViewAction, from state: CartViewState) -> [CartViewState] {
        var state = state
        switch action {
        case .remove(let bookID):
            state.items.removeAll { $0.bookID == bookID }
            return [state]
        case .checkout where !state.items.isEmpty:
            state.checkout = .inProgress
            return [state, CartViewState(total: state.total, checkout: .completed)]
        default:
            return []
        }
    }
}

extension BookListPreview {
    static func leaves(after action: BookListViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

extension BookDetailPreview {
    static func leaves(after action: BookDetailViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

extension CartPreview {
    static func leaves(after action: CartViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}
