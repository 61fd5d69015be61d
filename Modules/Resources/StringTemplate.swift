/// Fills printf-style placeholders (`%@`, `%d`, `%lld`, `%f`, positional `%2$@`, and `%%`).
///
/// Written here instead of `String(format:)` because Foundation's variadic formatting is not
/// type-safe and differs between platforms; the generated accessors already fix each
/// argument's type.
enum StringTemplate {
    static func format(_ template: String, _ arguments: [FormatArgument]) -> String {
        // A byte scan: `contains("%")` would be Foundation's search, a tenth of a sign-in frame;
        // over the contiguous bytes where the string has them, since the UTF-8 view's steps an index.
        let percent = UInt8(ascii: "%")
        let hasPercent = template.utf8.withContiguousStorageIfAvailable { $0.contains(percent) } ?? template.utf8.contains(percent)
        guard hasPercent else { return template }
        var output = ""
        var nextArgument = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            index = template.index(after: index)
            guard character == "%", index < template.endIndex else {
                output.append(character)
                continue
            }
            if template[index] == "%" {
                output.append("%")
                index = template.index(after: index)
                continue
            }
            var digits = ""
            var cursor = index
            while cursor < template.endIndex, template[cursor].isASCII, template[cursor].isNumber {
                digits.append(template[cursor])
                cursor = template.index(after: cursor)
            }
            var argumentIndex = nextArgument
            if cursor < template.endIndex, template[cursor] == "$", let position = Int(digits), position > 0 {
                argumentIndex = position - 1
                index = template.index(after: cursor)
            } else {
                nextArgument += 1
            }
            while index < template.endIndex, template[index] == "l" { index = template.index(after: index) }
            guard index < template.endIndex else { break }
            index = template.index(after: index)
            if arguments.indices.contains(argumentIndex) {
                output += arguments[argumentIndex].text
            }
        }
        return output
    }
}
