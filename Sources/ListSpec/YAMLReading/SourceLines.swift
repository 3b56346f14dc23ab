import ListSpecRuntime
/// A YAML file's lines, read for a syntax hint once libyaml has stopped: just enough YAML to find
/// a key written without the space after its colon, or a `[` or `{` never closed.
struct SourceLines {
    private let bytes: [UInt8]
    /// Each line's byte range (without its line break).
    private let ranges: [Range<Int>]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        var start = 0, i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                ranges.append(start..<i)
                if byte == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        ranges.append(start..<bytes.count)
        self.ranges = ranges
    }

    /// `cellID:0`: a key, its colon and then its value with no space between.
    struct GluedKey {
        var key: String
        var value: String

        func advice(line: Int) -> String {
            "'\(key):\(value)' on line \(line) is one plain value, not a key and a value: YAML needs a space after ':' (write '\(key): \(value)')"
        }
    }

    /// The glued key that starts line `line` (after its indentation and list dashes), if any.
    func gluedKey(onLine line: Int) -> GluedKey? {
        guard line >= 1, line <= ranges.count else { return nil }
        let range = ranges[line - 1]
        var i = contentStart(range)
        let keyStart = i
        guard i < range.upperBound, isKeyHead(bytes[i]) else { return nil }
        while i < range.upperBound, isKeyByte(bytes[i]) { i += 1 }
        // A key and ':' then a character that neither ends the key (space, end) nor starts a URL's '//'.
        guard i + 1 < range.upperBound, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] != 0x20, bytes[i + 1] != 0x09,
              bytes[i + 1] != UInt8(ascii: "/"), bytes[i + 1] != UInt8(ascii: ":") else { return nil }
        var end = i + 1
        while end < range.upperBound, bytes[end] != 0x20, bytes[end] != 0x09, bytes[end] != UInt8(ascii: "#") { end += 1 }
        return GluedKey(key: String(decoding: bytes[keyStart..<i], as: UTF8.self),
                        value: String(decoding: bytes[(i + 1)..<min(end, i + 41)], as: UTF8.self))
    }

    /// The glued key on line `line` or on the lines just above it that a plain scalar ran on over
    /// (up to the first line above that is blank or starts with a proper `key: `).
    func gluedKey(above line: Int) -> (line: Int, key: GluedKey)? {
        var current = line
        while current >= 1, current > line - 20 {
            if let glued = gluedKey(onLine: current) { return (current, glued) }
            if current < line, current <= ranges.count, startsWithKey(ranges[current - 1]) { return nil }
            current -= 1
        }
        return nil
    }

    /// A `[` or `{` left open at the end of the file.
    struct OpenBracket {
        var bracket: Character
        /// Where it opened.
        var place: SourceLocation
        /// The first `#` after a blank while it was open: a comment that took the rest of its
        /// line, the closing bracket too (`{title: #Other}`).
        var comment: SourceLocation?

        var closing: Character { bracket == "[" ? "]" : "}" }
    }

    /// The column (1-based) of the keys of the map above `line` that a line starting at `column`
    /// falls short of: the nearest line above with content (a `- key:` item or a key of its map)
    /// whose key stands right of `column` while its indentation stands left of it.
    func keyColumnAbove(line: Int, column: Int) -> Int? {
        var current = line - 1
        while current >= 1, current > line - 200 {
            let range = ranges[current - 1]
            current -= 1
            let start = contentStart(range)
            guard start < range.upperBound, bytes[start] != UInt8(ascii: "#") else { continue }
            var indent = range.lowerBound
            while indent < range.upperBound, bytes[indent] == 0x20 { indent += 1 }
            let key = start - range.lowerBound + 1, dash = indent - range.lowerBound + 1
            if key <= column { return nil }
            if dash < column { return key }
        }
        return nil
    }

    /// The last `[` or `{` left open at the end of the file.
    func unclosedBracket() -> OpenBracket? {
        var open: [(UInt8, SourceLocation)] = []
        var comment: SourceLocation?
        var quote: UInt8?
        for (index, range) in ranges.enumerated() {
            var previous: UInt8? = nil     // the last byte that is not a blank on this line
            var column = 1
            var i = range.lowerBound
            while i < range.upperBound {
                let byte = bytes[i]
                if let closing = quote {
                    if closing == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") { i += 2; column += 2; continue }
                    if byte == closing { quote = nil; previous = byte }
                } else if byte == UInt8(ascii: "#"), previous == nil || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 {
                    if !open.isEmpty, comment == nil { comment = SourceLocation(line: index + 1, column: column) }
                    break  // a comment, to the end of the line
                } else if byte == 0x20 || byte == 0x09 {
                    // blanks change nothing
                } else {
                    // A quote or bracket counts only where a value starts: `title: Don't` holds no quote.
                    let startsValue = previous == nil || [UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: ","),
                                                          UInt8(ascii: "["), UInt8(ascii: "{")].contains(previous ?? 0)
                    if startsValue, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if startsValue || !open.isEmpty, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                        open.append((byte, SourceLocation(line: index + 1, column: column)))
                    } else if !open.isEmpty, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        open.removeLast()
                    }
                    previous = byte
                }
                i += 1
                while i < range.upperBound, bytes[i] & 0xC0 == 0x80 { i += 1 }
                column += 1
            }
        }
        guard let last = open.last else { return nil }
        return OpenBracket(bracket: Character(Unicode.Scalar(last.0)), place: last.1, comment: comment.flatMap { $0 < last.1 ? nil : $0 })
    }

    /// Where a line's content starts: after its indentation and any `- ` list dashes.
    private func contentStart(_ range: Range<Int>) -> Int {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == 0x20 { i += 1; continue }
            if bytes[i] == UInt8(ascii: "-"), i + 1 < range.upperBound, bytes[i + 1] == 0x20 { i += 2; continue }
            break
        }
        return i
    }

    /// A line that starts with `key: ` or `key:` at its end, or is blank: a plain scalar above it ended there.
    private func startsWithKey(_ range: Range<Int>) -> Bool {
        var i = contentStart(range)
        guard i < range.upperBound else { return true }
        while i < range.upperBound, isKeyByte(bytes[i]) { i += 1 }
        return i < range.upperBound && bytes[i] == UInt8(ascii: ":") && (i + 1 == range.upperBound || bytes[i + 1] == 0x20)
    }

    private func isKeyHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    private func isKeyByte(_ byte: UInt8) -> Bool {
        isKeyHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
