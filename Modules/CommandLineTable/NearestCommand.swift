extension CommandTable {
    /// The command a mistyped word most likely meant, or nil when none is close: one at most two
    /// edits away (a letter left out, added, changed, or two swapped), fewer edits than the word
    /// has letters, or one the word begins (`comp` for `completions`); the fewest edits win, then
    /// the order of the table. Case is ignored, so `Tree` finds `tree`.
    public func nearestCommand(to word: String) -> Command? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        var best: (command: Command, distance: Int)?
        for command in commands {
            let name = Array(command.name.lowercased())
            let distance = Self.editDistance(typed, name)
            let isClose = distance <= Self.nearestCommandEdits && distance < typed.count
            let isBeginning = typed.count >= 2 && name.starts(with: typed)
            guard isClose || isBeginning, distance < best?.distance ?? .max else { continue }
            best = (command, distance)
        }
        return best?.command
    }

    /// The most edits a word may be from a command for that command to be suggested: more, and
    /// a short word is near every short command.
    static let nearestCommandEdits = 2

    /// The edits that turn `first` into `second`: a character inserted, deleted, replaced, or two
    /// neighbours swapped (each swap counting one, the commonest slip of a typist's fingers).
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        // Three rows of the table of distances between prefixes: the swap looks two rows back.
        var beforeLast = [Int](repeating: 0, count: second.count + 1)
        var last = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for i in 1...first.count {
            current[0] = i
            for j in 1...second.count {
                let replace = last[j - 1] + (first[i - 1] == second[j - 1] ? 0 : 1)
                current[j] = min(last[j] + 1, current[j - 1] + 1, replace)
                if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
                    current[j] = min(current[j], beforeLast[j - 2] + 1)
                }
            }
            (beforeLast, last, current) = (last, current, beforeLast)
        }
        return last[second.count]
    }
}
