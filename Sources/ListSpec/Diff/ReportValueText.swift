import ListSpecRuntime
/// Values as the diff report shows them: one line, at most `columns` wide,
/// built straight from the document with a byte budget (a large diff shows
/// tens of thousands of values, so no intermediate arrays and no width
/// measuring for the usual short ASCII text).
struct ReportValueText {
    var columns: Int

    /// `"text"`, or `none`.
    func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"" + fitted(text) + "\""
    }

    /// A string viewModel quoted; others as `{key: value, ...}` / `[a, b]`; `none` when absent.
    func value(_ value: Value?) -> String {
        guard let value else { return "none" }
        let node = value.node
        if node.kind == .string { return quoted(node.string ?? "") }
        var out = ""
        append(node, to: &out, nested: false, budget: columns * 4 + 16)
        return fitted(out)
    }

    /// Control characters made visible, cut to `columns` (only measured when it may be wider).
    private func fitted(_ text: String) -> String {
        let clean = DisplayText.sanitized(text)
        // A character never takes more columns than it has UTF-8 bytes.
        return clean.utf8.count <= columns ? clean : DisplayText.truncated(clean, to: columns)
    }

    private func append(_ node: Document.Node, to out: inout String, nested: Bool, budget: Int) {
        guard out.utf8.count < budget else { return }
        switch node.kind {
        case .null: out += "null"
        case .bool: out += node.bool == true ? "true" : "false"
        case .int: out += node.isOverflowingInteger ? (node.string ?? "") : String(node.int ?? 0)
        case .float: out += formatDouble(node.double ?? 0)
        case .string:
            let text = node.string ?? ""
            out += nested && needsQuotes(text) ? "\"" + text + "\"" : text
        case .sequence:
            out += "["
            for (i, item) in node.items.enumerated() {
                if i > 0 { out += ", " }
                if out.utf8.count >= budget { break }
                append(item, to: &out, nested: true, budget: budget)
            }
            out += "]"
        case .mapping:
            out += "{"
            for (i, pair) in node.pairs.enumerated() {
                if i > 0 { out += ", " }
                if out.utf8.count >= budget { break }
                out += pair.key.keyText + ": "
                append(pair.value, to: &out, nested: true, budget: budget)
            }
            out += "}"
        }
    }

    /// Quotes inside lists and maps only where the text would be mistaken for structure.
    private func needsQuotes(_ text: String) -> Bool {
        text.isEmpty || text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }
    }
}
