import Foundation

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
        var content: Substring
        var isBlank: Bool { content.isEmpty || content.hasPrefix("#") }
        /// The key of a `key:` or `key: value` line.
        var key: String? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            let after = content.index(after: colon)
            guard after == content.endIndex || content[after] == " " else { return nil }
            let key = content[..<colon].trimmingCharacters(in: [" ", "\"", "'"])
            return key.isEmpty || key.hasPrefix("{") || key.hasPrefix("[") ? nil : key
        }
        var value: Substring? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            return content[content.index(after: colon)...].drop { $0 == " " }
        }
    }

    let lines: [Line]

    init(_ text: TextDocument) {
        var lines: [Line] = []
        lines.reserveCapacity(text.lineCount)
        for index in 0..<text.lineCount {
            let bytes = text.bytes[text.lineRange(index)]
            let indent = bytes.prefix { $0 == UInt8(ascii: " ") }.count
            var rest = bytes.dropFirst(indent)
            var keyColumn = indent
            var isItem = false
            while rest.first == UInt8(ascii: "-"), rest.dropFirst().first == UInt8(ascii: " ") || rest.count == 1 {
                isItem = true
                let spaces = rest.dropFirst().prefix { $0 == UInt8(ascii: " ") }.count
                keyColumn += 1 + spaces
                rest = rest.dropFirst(1 + spaces)
            }
            lines.append(Line(indent: indent, keyColumn: keyColumn, isItem: isItem, content: Substring(String(decoding: rest, as: UTF8.self))))
        }
        self.lines = lines
    }

    /// A step of the path to a map: a key, or an item of a list (nil).
    typealias Path = [String?]

    /// The path of keys and list items down to the map whose keys stand at `column` on `line`.
    func path(toMapAt column: Int, line: Int) -> Path {
        var path: Path = []
        var column = column
        var listOwner = false
        var index = min(line, lines.count - 1)
        while index >= 0 {
            let candidate = lines[index]
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
        var index = line
        // Up to the map's first line (a list item's `- ` line, or a line with less indentation).
        while index >= 0 {
            let candidate = lines[index]
            if !candidate.isBlank {
                if candidate.keyColumn < column || candidate.indent < column && !candidate.isItem { break }
                if candidate.keyColumn == column, let key = candidate.key { keys.append(key) }
                if candidate.isItem, candidate.keyColumn == column { break }
            }
            index -= 1
        }
        index = line + 1
        while index < lines.count {
            let candidate = lines[index]
            if !candidate.isBlank {
                if candidate.indent < column || candidate.isItem && candidate.keyColumn <= column { break }
                if candidate.keyColumn == column, let key = candidate.key { keys.append(key) }
            }
            index += 1
        }
        return keys
    }

    /// The value of `key` in the map whose keys stand at `column` around `line`.
    func siblingValue(_ key: String, column: Int, line: Int) -> String? {
        var index = line
        while index >= 0 {
            let candidate = lines[index]
            if !candidate.isBlank {
                if candidate.keyColumn < column { break }
                if candidate.keyColumn == column, candidate.key == key { return candidate.value.map(String.init) }
                if candidate.isItem, candidate.keyColumn == column { break }
            }
            index -= 1
        }
        index = line + 1
        while index < lines.count {
            let candidate = lines[index]
            if !candidate.isBlank {
                if candidate.indent < column || candidate.isItem && candidate.keyColumn <= column { break }
                if candidate.keyColumn == column, candidate.key == key { return candidate.value.map(String.init) }
            }
            index += 1
        }
        return nil
    }

    /// The integer value of `key` in the previous item of the list whose items' keys stand at
    /// `column` (flow items too: `- {cellID: 3, ...}`), nil when there is none.
    func previousItemValue(_ key: String, column: Int, line: Int) -> Int64? {
        var index = line - 1
        var itemIndent: Int?
        if line < lines.count, lines[line].isItem { itemIndent = lines[line].indent }
        while index >= 0 {
            let candidate = lines[index]
            defer { index -= 1 }
            if candidate.isBlank { continue }
            if let itemIndent, candidate.indent < itemIndent, !candidate.isItem || candidate.keyColumn < column { return nil }
            if candidate.keyColumn < column, !candidate.isItem { return nil }
            guard candidate.keyColumn == column || candidate.isItem && candidate.keyColumn == column else { continue }
            // This item's own line (when the cursor is on a later line of it) is not a previous item.
            if candidate.isItem, itemIndent == nil {
                itemIndent = candidate.indent
                continue
            }
            if let value = Self.integer(after: key + ":", in: candidate.content) { return value }
        }
        return nil
    }

    private static func integer(after marker: String, in content: Substring) -> Int64? {
        guard let range = content.range(of: marker) else { return nil }
        let digits = content[range.upperBound...].drop { $0 == " " }.prefix { $0 == "-" || $0.isNumber }
        return Int64(digits)
    }
}
