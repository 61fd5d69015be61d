import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The books the store sells, read from the bundled `Data/books.json`.
public enum BookCatalogue {
    /// The bundled books, or nil when the file is missing or unreadable (a build problem, which a test rules out).
    public static func bundled() -> [Book]? {
        guard let text = R.file("Data/books.json") else { return nil }
        return try? JSONDecoder().decode([Book].self, from: Data(text.utf8))
    }
}
