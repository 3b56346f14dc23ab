@_spi(DocumentStorage) import ListSpecRuntime
/// A viewModel on one line: strings as they are, `{key: value, ...}` for maps, `[a, b]` for lists.
/// Read straight from the document (no copies of lists or maps), hidden characters made visible.
/// The one summary every output uses (render, locate, the diff reports).
package enum ValueSummary {
    /// Stops building once about `limit` characters are reached (the rest would be cut anyway).
    package static func summary(_ value: Value?, limit: Int = 400) -> String {
        guard let value else { return "—" }
        var out = ""
        var length = 0
        append(value.node, to: &out, length: &length, limit: limit, nested: false)
        return DisplayText.sanitized(out)
    }

    /// `length` counts the characters appended so far, so no pass over `out` is needed.
    private static func append(_ node: Document.Node, to out: inout String, length: inout Int, limit: Int, nested: Bool) {
        guard length < limit else { return }
        func add(_ text: String) {
            out += text
            length += text.count
        }
        switch node.kind {
        case .null: add("null")
        case .bool: add(node.bool == true ? "true" : "false")
        case .int: add(node.isOverflowingInteger ? (node.string ?? "") : String(node.int ?? 0))
        case .float: add(formatDouble(node.double ?? 0))
        case .string:
            let text = node.string ?? ""
            add(nested && needsQuotes(text) ? "\"" + text + "\"" : text)
        case .sequence:
            add("[")
            for (i, item) in node.items.enumerated() {
                if i > 0 { add(", ") }
                if length >= limit { break }
                append(item, to: &out, length: &length, limit: limit, nested: true)
            }
            add("]")
        case .mapping:
            add("{")
            for (i, pair) in node.pairs.enumerated() {
                if i > 0 { add(", ") }
                if length >= limit { break }
                add(pair.key.keyText + ": ")
                append(pair.value, to: &out, length: &length, limit: limit, nested: true)
            }
            add("}")
        }
    }

    /// Quotes inside lists and maps only where the text would be mistaken for structure.
    private static func needsQuotes(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }
            || text.isEmpty
    }
}
