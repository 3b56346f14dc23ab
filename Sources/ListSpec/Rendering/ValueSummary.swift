import ListSpecRuntime
/// A viewModel on one line: strings as they are, `{key: value, ...}` for maps, `[a, b]` for lists.
public enum ValueSummary {
    /// Stops building once `limit` characters are reached (the rest would be cut anyway).
    public static func summary(_ value: Value?, limit: Int = 400) -> String {
        guard let value else { return "—" }
        var out = ""
        append(value, to: &out, limit: limit, nested: false)
        return DisplayText.sanitized(out)
    }

    private static func append(_ value: Value, to out: inout String, limit: Int, nested: Bool) {
        guard out.count < limit else { return }
        switch value.content {
        case .null: out += "null"
        case .bool(let v): out += v ? "true" : "false"
        case .int(let v): out += String(v)
        case .double(let v): out += formatDouble(v)
        case .string(let s): out += nested && needsQuotes(s) ? "\"\(s)\"" : s
        case .list(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                if out.count >= limit { break }
                append(item, to: &out, limit: limit, nested: true)
            }
            out += "]"
        case .map(let pairs):
            out += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += ", " }
                if out.count >= limit { break }
                out += pair.key + ": "
                append(pair.value, to: &out, limit: limit, nested: true)
            }
            out += "}"
        }
    }

    /// Quotes inside lists and maps only where the text would be mistaken for structure.
    private static func needsQuotes(_ s: String) -> Bool {
        s.isEmpty || s.contains(",") || s.contains(":") || s.contains("{") || s.contains("[")
    }
}
