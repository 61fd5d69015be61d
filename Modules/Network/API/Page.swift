/// One page of a paged collection.
public struct Page<Item: Sendable & Equatable>: Sendable, Equatable {
    public var items: [Item]
    /// The index of the first item in the whole collection.
    public var start: Int
    /// The size of the collection, when the server says (`X-Total-Count`).
    public var total: Int?

    /// Creates a `Page` from its parts.
    public init(items: [Item], start: Int, total: Int?) {
        self.items = items
        self.start = start
        self.total = total
    }

    /// Whether items follow this page: per the total when known, else whether this page was full.
    public func hasMore(limit: Int) -> Bool {
        if let total { return start + items.count < total }
        return items.count >= limit
    }
}
