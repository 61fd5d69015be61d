/// Every screen DemoCLI can show, in the order the catalog lists them.
@MainActor
enum ScreenCatalog {
    static let previews: [AnyScreenPreview] = [
        AnyScreenPreview(HomePreview.self),
    ]

    /// The preview called `name`, or nil.
    static func preview(named name: String) -> AnyScreenPreview? {
        previews.first { $0.name == name }
    }
}
