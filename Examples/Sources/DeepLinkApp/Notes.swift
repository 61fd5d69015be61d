/// The notes the app shows: a fixed, small library, so the example is about the RIBs.
struct Note: Sendable, Equatable {
    var title: String
    var text: String

    static let all = [
        Note(title: "Groceries", text: "Rice, kimchi, eggs, green onions."),
        Note(title: "Reading", text: "Finish the chapter on workflows."),
        Note(title: "Ideas", text: "A table browser over any JSON file."),
    ]
}
