extension StringProtocol {
    /// Whether the two texts are the same but for case, as Foundation's `caseInsensitiveCompare`
    /// said: upper then lower case folds `ß` and `SS` together, as its case folding did.
    func equalsIgnoringCase(_ other: some StringProtocol) -> Bool {
        uppercased().lowercased() == other.uppercased().lowercased()
    }
}
