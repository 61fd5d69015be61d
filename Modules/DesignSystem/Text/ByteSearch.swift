extension String {
    /// Whether `needle`'s UTF-8 bytes appear in this string's, byte for byte (no Unicode
    /// equivalence: for ASCII names such as `TERM` or a locale). The launch asks it of the
    /// environment; `String.contains(_:)` from _StringProcessing would set up its searcher's
    /// generic tables first, a twentieth of the launch's instructions, for two short names.
    func containsBytes(of needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        return (0...(haystack.count - pattern.count)).contains { start in
            haystack[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }
}
