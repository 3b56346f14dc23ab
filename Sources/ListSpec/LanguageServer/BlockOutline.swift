
/// The block structure of YAML text read from its indentation alone, for completion: while a
/// key is being typed the text rarely parses, but its lines still say which map the cursor is
/// in (the keys above it with less indentation) and which keys that map already has.
struct BlockOutline {
    /// One line's indentation and content (after the indentation and a `- ` item marker).
    struct Line {
        var indent: Int
        /// The column (0-based, in bytes of ASCII indentation) of the line's first key or value.
        var keyColumn: Int
        var isItem: Bool
        /// Where the content (after indentation and item markers) is in the text.
        var content: Range<Int>
        let text: TextDocument

        var isBlank: Bool { content.isEmpty || text.bytes[content.lowerBound] == UInt8(ascii: "#") }
        var contentText: Substring { Substring(String(decoding: text.bytes[content], as: UTF8.self)) }
        /// The key of a `key:` or `key: value` line.
        var key: String? { Self.key(of: contentText) }
        var value: Substring? { Self.value(of: contentText) }

        static func key(of content: Substring) -> String? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            let after = content.index(after: colon)
            guard after == content.endIndex || content[after] == " " else { return nil }
            let key = String(content[..<colon].trimming(while: { " \"'".contains($0) }))
            return key.isEmpty || key.hasPrefix("{") || key.hasPrefix("[") ? nil : key
        }

        static func value(of content: Substring) -> Substring? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            return content[content.index(after: colon)...].drop { $0 == " " }
        }
    }

    let text: TextDocument

    init(_ text: TextDocument) { self.text = text }

    var count: Int { text.lineCount }

    /// Line `index`, read from the text when asked (completion looks at a few lines near the cursor).
    subscript(index: Int) -> Line {
        let range = text.lineRange(index)
        let bytes = text.bytes
        var i = range.lowerBound
        while i < range.upperBound, bytes[i] == UInt8(ascii: " ") { i += 1 }
        let indent = i - range.lowerBound
        var isItem = false
        while i < range.upperBound, bytes[i] == UInt8(ascii: "-"), i + 1 == range.upperBound || bytes[i + 1] == UInt8(ascii: " ") {
            isItem = true
            i += 1
            while i < range.upperBound, bytes[i] == UInt8(ascii: " ") { i += 1 }
        }
        return Line(indent: indent, keyColumn: i - range.lowerBound, isItem: isItem, content: i..<range.upperBound, text: text)
    }

    /// A step of the path to a map: a key, or an item of a list (nil).
    typealias Path = [String?]

    /// The path of keys and list items down to the map whose keys stand at `column` on `line`.
    func path(toMapAt column: Int, line: Int) -> Path {
        var path: Path = []
        var column = column
        var listOwner = false
        var index = min(line, count - 1)
        while index >= 0 {
            let candidate = self[index]
            index -= 1
            if candidate.isBlank { continue }
            if !listOwner, candidate.isItem, candidate.keyColumn == column {
                // The map is an item of a list whose dashes stand at this line's indentation.
                path.append(nil)
                column = candidate.indent
                listOwner = true
                continue
            }
            let owns = candidate.keyColumn < column || listOwner && candidate.keyColumn == column && !candidate.isItem
            guard owns else { continue }
            guard let key = candidate.key, candidate.value?.isEmpty ?? false else { break }
            path.append(key)
            column = candidate.keyColumn
            listOwner = false
            if candidate.isItem {
                path.append(nil)
                column = candidate.indent
                listOwner = true
            }
        }
        return path.reversed()
    }

    /// The keys of the map whose keys stand at `column`, around `line` (its own key too).
    func siblingKeys(column: Int, line: Int) -> [String] {
        var keys: [String] = []
        forEachSibling(column: column, line: line) { key, _ in
            keys.append(key)
            return false
        }
        return keys
    }

    /// The value of `key` in the map whose keys stand at `column` around `line`.
    func siblingValue(_ key: String, column: Int, line: Int) -> String? {
        var found: String?
        forEachSibling(column: column, line: line) { candidate, value in
            guard candidate == key else { return false }
            found = value.map(String.init)
            return true
        }
        return found
    }

    /// Visits the key lines of the map whose keys stand at `column` around `line`: up to the
    /// map's first line (a list item's `- ` line, or a line with less indentation), then down to
    /// its end; `visit` returns true to stop.
    private func forEachSibling(column: Int, line: Int, _ visit: (String, Substring?) -> Bool) {
        var index = line
        while index >= 0 {
            let candidate = self[index]
            if !candidate.isBlank {
                if candidate.keyColumn < column || candidate.indent < column && !candidate.isItem { break }
                if candidate.keyColumn == column, let key = candidate.key, visit(key, candidate.value) { return }
                if candidate.isItem, candidate.keyColumn == column { break }
            }
            index -= 1
        }
        index = line + 1
        while index < count {
            let candidate = self[index]
            if !candidate.isBlank {
                if candidate.indent < column || candidate.isItem && candidate.keyColumn <= column { return }
                if candidate.keyColumn == column, let key = candidate.key, visit(key, candidate.value) { return }
            }
            index += 1
        }
    }

    /// The integer values of `key` in the other items of the list whose items' keys stand at
    /// `column` around `line` (flow items too: `- {cellID: 3, ...}`): those before it, nearest
    /// first, and those after it, nearest first.
    func itemValues(_ key: String, column: Int, line: Int) -> (before: [Int64], after: [Int64]) {
        let marker = key + ":"
        var before: [Int64] = [], after: [Int64] = []
        // Up: the lines of the cursor's own item count only once its `- ` line is passed.
        var passedOwnItem = line < count && self[line].isItem && self[line].keyColumn == column
        var index = line - 1
        while index >= 0 {
            let candidate = self[index]
            index -= 1
            if candidate.isBlank { continue }
            if candidate.keyColumn < column { break }
            guard candidate.keyColumn == column else { continue }
            if passedOwnItem, let value = Self.integer(after: marker, in: candidate.contentText) { before.append(value) }
            if candidate.isItem { passedOwnItem = true }
        }
        // Down: from the next item's `- ` line on.
        var inNextItem = false
        index = line + 1
        while index < count {
            let candidate = self[index]
            index += 1
            if candidate.isBlank { continue }
            if candidate.keyColumn < column { break }
            guard candidate.keyColumn == column else { continue }
            if candidate.isItem { inNextItem = true }
            if inNextItem, let value = Self.integer(after: marker, in: candidate.contentText) { after.append(value) }
        }
        return (before, after)
    }

    private static func integer(after marker: String, in content: Substring) -> Int64? {
        guard let range = content.firstRange(of: marker) else { return nil }
        let digits = content[range.upperBound...].drop { $0 == " " }.prefix { $0 == "-" || $0.isNumber }
        return Int64(digits)
    }
}
