/// What `locate` is asked: a place by index path (a section alone, or a row), or by IDs.
package enum LocateQuery: Equatable, Sendable {
    /// A place by index: a section, or a row of it.
    case indexPath(section: Int, row: Int?)
    /// A place by ID: a section, or a cell of it.
    case ids(sectionID: Int64, cellID: Int64?)

    /// Reads an index path as people copy it: `2.3`, `2,3`, `[2, 3]`, `(2, 3)`,
    /// NSIndexPath's `2 - 3` (its description in crash logs), or `2` for a section.
    /// Returns nil for anything else, negative numbers included.
    package static func indexPath(parsing text: String) -> LocateQuery? {
        var body = Substring(text).trimming(while: \.isWhitespace)
        if let open = body.first, let close = body.last, body.count >= 2,
           (open == "[" && close == "]") || (open == "(" && close == ")") {
            body = body.dropFirst().dropLast().trimming(while: \.isWhitespace)
        }
        let separators: Set<Character> = [".", ",", "-"]
        let parts = body.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
            .map { $0.trimming(while: \.isWhitespace) }
        guard (1...2).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        return .indexPath(section: numbers[0], row: numbers.count == 2 ? numbers[1] : nil)
    }
}

