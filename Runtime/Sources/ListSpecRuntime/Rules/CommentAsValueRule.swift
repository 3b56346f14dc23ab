extension Rule {
    /// `comment-as-value`: a YAML value left empty because what follows `key: ` is a comment (a warning).
    public static let commentAsValue = Rule(RuleDescriptor(
        id: "comment-as-value",
        severity: .warning,
        summary: "A YAML value is empty because the text after `key: ` starts with # and so is a comment (`viewModel: #1 Hit` is null).",
        checks: "A YAML value is not left empty by a comment: after `key: ` on the same line, a # starts a comment, so `viewModel: #1 Hit` is `viewModel: null`. A required key so emptied (`sectionID: #1`) is its map's `missing-key` error instead, which says why.",
        why: "The text meant as the value silently disappears: the row shows nothing (or the default) and no other rule notices, as null is a valid value.",
        fix: "Quote the value (`viewModel: \"#1 Hit\"`) if the # belongs to it; write `null` (or leave the comment on a line of its own) if the value is meant to be empty.",
        docsEntry: "a YAML value left empty because what follows `key: ` on its line is a comment: `viewModel: #1 Hit` is null (quote it: `\"#1 Hit\"`)",
        triggers: """
        sections:
          - sectionID: 0
            header: #1 Hits
        """,
        passes: """
        sections:
          - sectionID: 0
            header: "#1 Hits"
        """
    ))
}

/// `comment-as-value`: `viewModel: #1 Hit` is `viewModel: null`: after `key: `, a `#` starts a comment, and the text
/// meant as the value is gone without a word. libyaml drops comments, so the reader notes where a
/// map's value was empty (`ReadResult.emptyValues`: right after its colon) and this looks at the
/// bytes there: blanks, then `#` on the same line, is the `comment-as-value` warning. When the key
/// is a required one (`sectionID: #1`), its map's `missing-key` error says why instead: one defect,
/// one finding.
package enum CommentAsValueCheck {
    /// `findings` (the file's others) with a warning for each of `places` (in file order, as the
    /// reader found them) that a comment emptied, or the explanation added to the `missing-key`
    /// error of the map that lacks the key so emptied.
    package static func folded(into findings: [Finding], at places: [SourceLocation], in bytes: [UInt8], path: String) -> [Finding] {
        var findings = findings, added = false
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
            let (key, keyColumn, opensItem) = keyText(bytes[lineStart..<colon])
            let advice = Self.advice(key: key, comment: comment)
            let mapStart = opensItem ? SourceLocation(line: place.line, column: keyColumn)
                : blockMapStart(keyLine: place.line, lineStart: lineStart, keyColumn: keyColumn, in: bytes)
            if let missing = findings.firstIndex(where: {
                   $0.location == mapStart && $0.subject == .missingKey(key)
               }) {
                findings[missing].message += ": '\(comment)' after `\(key):` is a YAML comment, not its value; \(advice)"
                continue
            }
            let owner = key.isEmpty ? "the value" : "'\(shortened(key))'"
            findings.append(Finding(path: path, location: SourceLocation(line: place.line, column: column),
                                    FindingDraft(rule: .commentAsValue,
                                                 message: "\(owner) is empty (null): '\(comment)' after it is a YAML comment; \(advice), or write null")))
            added = true
        }
        return added ? findings.sortedByLocation() : findings
    }

    /// What to write instead: a spec number without its `#` (quoted, `"#1"` would be a string where a
    /// number belongs), anything else quoted.
    private static func advice(key: String, comment: String) -> String {
        guard numberKeys.contains(key) else { return "quote it (\"\(comment)\") if the # belongs to the value" }
        let number = comment.dropFirst().trimmingPrefix(while: { $0 == " " })
        return WrittenScalar.isNumber(String(number))
            ? "write `\(key): \(number)` (without the #) if that is the number"
            : "write a number there, without a #"
    }

    /// The keys of the format whose values are numbers.
    private static let numberKeys: Set<String> = ["sectionID", "cellID", "height", "estimatedHeight"]

    /// Where the block map holding the key at `keyColumn` of line `keyLine` starts (a `missing-key`
    /// finding points there): up the lines while they stay inside it, to its first key, which is
    /// on a line of its own at that column or after a list item's `- `.
    private static func blockMapStart(keyLine: Int, lineStart: Int, keyColumn: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = keyLine, start = lineStart, first = (line: keyLine, column: keyColumn)
        while start > 0 {
            // The line above: its start, and the column of its first byte that is neither a blank nor a list dash.
            var above = start - 1
            if above > 0, bytes[above] == 0x0A, bytes[above - 1] == 0x0D { above -= 1 }
            var lineBegin = above
            while lineBegin > 0, bytes[lineBegin - 1] != 0x0A, bytes[lineBegin - 1] != 0x0D { lineBegin -= 1 }
            line -= 1
            start = lineBegin
            var i = lineBegin
            while i < above, bytes[i] == 0x20 { i += 1 }
            if i == above || bytes[i] == UInt8(ascii: "#") { continue }
            let indent = i - lineBegin + 1
            if indent > keyColumn { continue }
            if indent == keyColumn {
                first = (line, keyColumn)
                continue
            }
            // Less indented: a list item's dash whose key is at the column opens the map; else the map began below.
            var key = i
            while key < above, bytes[key] == UInt8(ascii: "-"), key + 1 < above, bytes[key + 1] == 0x20 {
                key += 2
                while key < above, bytes[key] == 0x20 { key += 1 }
            }
            if key - lineBegin + 1 == keyColumn { first = (line, keyColumn) }
            break
        }
        return SourceLocation(line: first.line, column: first.column)
    }

    /// The key of a `key:` line, without the indentation and list dashes before it, its column, and
    /// whether a dash before it opens a list item (the key is then its map's first).
    private static func keyText(_ prefix: ArraySlice<UInt8>) -> (String, column: Int, opensItem: Bool) {
        var start = prefix.startIndex, end = prefix.endIndex
        while start < end, prefix[start] == 0x20 || (prefix[start] == UInt8(ascii: "-") && (start + 1 == end || prefix[start + 1] == 0x20)) {
            start += 1
        }
        while end > start, prefix[end - 1] == 0x20 { end -= 1 }
        let opensItem = prefix[prefix.startIndex..<start].contains(UInt8(ascii: "-"))
        return (String(decoding: prefix[start..<end], as: UTF8.self), start - prefix.startIndex + 1, opensItem)
    }

    /// A message quotes at most 40 characters of spec text.
    private static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
