import ListSpecRuntime
/// `viewModel: #1 Hit` is `viewModel: null`: after `key: `, a `#` starts a comment, and the text
/// meant as the value is gone without a word. libyaml drops comments, so the reader notes where a
/// map's value was empty (`ReadResult.emptyValues`: right after its colon) and this looks at the
/// bytes there: blanks, then `#` on the same line, is the `comment-as-value` warning.
enum CommentAsValue {
    /// `places` in file order, as the reader found them.
    static func findings(at places: [SourceLocation], in bytes: [UInt8], path: String) -> [Finding] {
        var findings: [Finding] = []
        var line = 1, lineStart = 0, i = 0
        for place in places {
            // On to the place's line (places come in file order: one pass over the bytes).
            while line < place.line, i < bytes.count {
                let byte = bytes[i]
                i += 1
                if byte == 0x0A || (byte == 0x0D && (i >= bytes.count || bytes[i] != 0x0A)) {
                    line += 1
                    lineStart = i
                }
            }
            guard line == place.line else { break }
            var at = lineStart, column = 1
            while column < place.column, at < bytes.count, bytes[at] != 0x0A, bytes[at] != 0x0D {
                at += 1
                while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
                column += 1
            }
            // The value was empty right after the colon: blanks, then a comment?
            let colon = at - 1
            guard colon >= lineStart, bytes[colon] == UInt8(ascii: ":") else { continue }
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 {
                at += 1
                column += 1
            }
            guard at > colon + 1, at < bytes.count, bytes[at] == UInt8(ascii: "#") else { continue }
            var end = at
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            while end > at, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let comment = shortened(String(decoding: bytes[at..<end], as: UTF8.self))
            let key = keyText(bytes[lineStart..<colon])
            let owner = key.isEmpty ? "the value" : "'\(shortened(key))'"
            findings.append(Finding(path: path, location: SourceLocation(line: place.line, column: column), rule: .commentAsValue,
                                    message: "\(owner) is empty (null): '\(comment)' after it is a YAML comment; "
                                        + "quote it (\"\(comment)\") if the # belongs to the value, or write null"))
        }
        return findings
    }

    /// The key of a `key:` line: its text without the indentation and list dashes before it.
    private static func keyText(_ prefix: ArraySlice<UInt8>) -> String {
        var start = prefix.startIndex, end = prefix.endIndex
        while start < end, prefix[start] == 0x20 || (prefix[start] == UInt8(ascii: "-") && (start + 1 == end || prefix[start + 1] == 0x20)) {
            start += 1
        }
        while end > start, prefix[end - 1] == 0x20 { end -= 1 }
        return String(decoding: prefix[start..<end], as: UTF8.self)
    }

    /// A message quotes at most 40 characters of spec text.
    private static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
