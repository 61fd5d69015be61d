/// Text from a server cut to a size the app can hold and draw on every frame: at most a number
/// of UTF-8 bytes, ending at a character boundary.
enum BoundedText {
    /// The most scalars a character keeps, as the terminal's cells keep no more: a letter
    /// carrying 10,000 marks does not use up the whole budget and hide what follows it.
    static let maximumScalarsPerCharacter = 16

    /// `text`, or its longest prefix of whole characters within `maximumBytes` UTF-8 bytes,
    /// each character cut to ``maximumScalarsPerCharacter`` scalars first.
    static func prefix(_ text: String, maximumBytes: Int) -> String {
        guard text.utf8.count > maximumBytes else { return text }
        var kept = ""
        for character in text {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: character.unicodeScalars.prefix(maximumScalarsPerCharacter))
            let piece = String(scalars)
            guard kept.utf8.count + piece.utf8.count <= maximumBytes else { break }
            kept += piece
        }
        return kept
    }
}
