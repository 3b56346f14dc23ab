import ListSpecRuntime
/// Swift source text for values from a spec: literals that mean exactly the value,
/// and comment text that cannot end the comment or reorder the line.
package enum SwiftLiteral {
    /// A string literal: quotes and backslashes escaped, controls, line separators and
    /// bidirectional overrides (which can make code read differently than it compiles) as `\u{…}`.
    package static func string(_ text: String) -> String {
        "\"" + stringEscaper.escaped(text) + "\""
    }

    /// Text for a `//` comment: one line, the same characters escaped as in a string literal.
    package static func comment(_ text: String) -> String {
        commentEscaper.escaped(text)
    }

    private static let stringEscaper = TextEscaper(
        replacements: ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"],
        hidden: needsEscape)
    /// Newline, return and tab are hidden characters here: `\u{A}`, so the comment stays one line.
    private static let commentEscaper = TextEscaper(replacements: [:], hidden: needsEscape)

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF
            || (0x200E...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// A Double: finite values as written by `formatDouble` (always with a point or an exponent,
    /// so Swift infers Double), non-finite ones as `typeName.infinity` / `typeName.nan`.
    package static func double(_ value: Double, typeName: String = "Double") -> String {
        if value.isNaN { return "\(typeName).nan" }
        if value.isInfinite { return value < 0 ? "-\(typeName).infinity" : "\(typeName).infinity" }
        return formatDouble(value)
    }

    /// A viewModel as a literal whose type is known without context: collections carry
    /// `as [Any?]` / `as [String: Any?]` (Swift does not infer heterogeneous literals), so a
    /// null inside one is a plain `nil` with no coercion warning; a whole null viewModel is `nil`.
    package static func value(_ value: Value?) -> String {
        guard let value else { return "nil" }
        var out = ""
        append(value, to: &out, nested: false)
        return out
    }

    private static func append(_ value: Value, to out: inout String, nested: Bool) {
        switch value.content {
        case .null: out += "nil"
        case .bool(let v): out += v ? "true" : "false"
        case .int(let v): out += String(v)
        case .double(let v): out += double(v)
        case .string(let s): out += string(s)
        case .list(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                append(item, to: &out, nested: true)
            }
            out += "] as [Any?]"
        case .map(let pairs):
            guard !pairs.isEmpty else { out += "[:] as [String: Any?]"; return }
            out += "["
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += ", " }
                out += string(pair.key) + ": "
                append(pair.value, to: &out, nested: true)
            }
            out += "] as [String: Any?]"
        }
    }
}
