@_spi(DocumentStorage) import ListSpecRuntime
/// A viewModel on one line: strings as they are, `{key: value, ...}` for maps, `[a, b]` for lists.
/// Read straight from the document (no copies of lists or maps), hidden characters made visible.
/// The one summary every output uses (render, locate, the diff reports).
package enum ValueSummary {
    /// Stops building once about `limit` characters are reached (the rest would be cut anyway).
    package static func summary(_ value: Value?, limit: Int = 400) -> String {
        summaryAndLength(value, limit: limit).text
    }

    /// `summary`, with the length in Characters it was built to: a summary shorter than a
    /// limit is the one that limit makes too (building stops only on reaching it).
    static func summaryAndLength(_ value: Value?, limit: Int) -> (text: String, length: Int) {
        guard let value else { return ("—", 1) }
        var out = SummaryText(limit: limit)
        append(value.node, to: &out, nested: false)
        return (DisplayText.sanitized(String(decoding: out.bytes, as: UTF8.self)), out.length)
    }

    private static func append(_ node: Document.Node, to out: inout SummaryText, nested: Bool) {
        guard !out.isFull else { return }
        switch node.kind {
        case .null: out.add("null")
        case .bool: out.add(node.bool == true ? "true" : "false")
        case .int: out.add(node.isOverflowingInteger ? (node.string ?? "") : String(node.int ?? 0))
        case .float: out.add(formatDouble(node.double ?? 0))
        case .string:
            let text = node.string ?? ""
            if nested && needsQuotes(text) { out.add(text, between: "\"", and: "\"") } else { out.add(text) }
        case .sequence:
            out.add("[")
            for (i, item) in node.items.enumerated() {
                if i > 0 { out.add(", ") }
                if out.isFull { break }
                append(item, to: &out, nested: true)
            }
            out.add("]")
        case .mapping:
            out.add("{")
            for (i, pair) in node.pairs.enumerated() {
                if i > 0 { out.add(", ") }
                if out.isFull { break }
                out.add(pair.key.keyText, between: "", and: ": ")
                append(pair.value, to: &out, nested: true)
            }
            out.add("}")
        }
    }

    /// Quotes inside lists and maps only where the text would be mistaken for structure.
    private static func needsQuotes(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }
            || text.isEmpty
    }
}

/// A summary as it is built: its UTF-8 bytes, and its length in Characters counted piece by
/// piece (a piece of ASCII by its bytes, others by grapheme breaking), so building stops near
/// the limit without a pass over the text.
private struct SummaryText {
    let limit: Int
    var bytes: [UInt8] = []
    var length = 0

    init(limit: Int) {
        self.limit = limit
        bytes.reserveCapacity(min(limit, 256) + 16)
    }

    var isFull: Bool { length >= limit }

    mutating func add(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
        length += DisplayText.asciiLength(piece) ?? piece.count
    }

    /// `prefix + text + suffix` as one piece (a key and its `: `, a quoted string): counted as
    /// one String, as a Character may span where they meet.
    mutating func add(_ text: String, between prefix: String, and suffix: String) {
        bytes.append(contentsOf: prefix.utf8)
        bytes.append(contentsOf: text.utf8)
        bytes.append(contentsOf: suffix.utf8)
        if let ascii = DisplayText.asciiLength(text) {
            // The quotes and `: ` are ASCII without LF: no Character spans a seam.
            length += prefix.utf8.count + ascii + suffix.utf8.count
        } else {
            length += (prefix + text + suffix).count
        }
    }
}
