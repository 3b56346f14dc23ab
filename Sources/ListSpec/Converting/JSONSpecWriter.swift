@_spi(DocumentStorage) import ListSpecRuntime

/// A spec document as the JSON spec format (what `Spec(json:)` and JSONDecoder read), for
/// people and diffs: two-space indentation, one value a line, keys in the document's order,
/// strings escaped per RFC 8259, floats with a decimal point or an exponent (`1.0`, `1e+300`).
/// The caller has made sure every float is finite and every integer is JSON (`SpecConverter`).
enum JSONSpecWriter {
    static func write(_ root: Document.Node) -> [UInt8] {
        var json = JSONWriter(capacity: 2 * root.document.text.count + 4096)
        value(root, depth: 0, into: &json)
        json.raw("\n")
        return json.output
    }

    /// Nesting is bounded by the reader (`ReaderLimits.maxDepth`): recursion stays shallow.
    private static func value(_ node: Document.Node, depth: Int, into json: inout JSONWriter) {
        switch node.kind {
        case .null: json.null()
        case .bool: json.bool(node.bool ?? false)
        case .int where node.isOverflowingInteger: json.raw(contentsOf: node.string ?? "0")
        case .int: json.int(node.int ?? 0)
        case .float: json.double(node.double ?? 0)
        case .string: string(node, into: &json)
        case .sequence:
            let items = node.items
            collection(count: items.count, open: "[", close: "]", depth: depth, into: &json) { i, json in
                value(items[i], depth: depth + 1, into: &json)
            }
        case .mapping:
            let pairs = node.pairs
            collection(count: pairs.count, open: "{", close: "}", depth: depth, into: &json) { i, json in
                let key = pairs[i].key
                if key.kind == .string { string(key, into: &json) } else { json.string(key.keyText) }
                json.raw(": ")
                value(pairs[i].value, depth: depth + 1, into: &json)
            }
        }
    }

    /// `[]` or `{}` when empty, else one element a line, indented one level deeper than the brackets.
    private static func collection(count: Int, open: StaticString, close: StaticString, depth: Int, into json: inout JSONWriter,
                                   element: (Int, inout JSONWriter) -> Void) {
        json.raw(open)
        guard count > 0 else { return json.raw(close) }
        for i in 0..<count {
            if i > 0 { json.raw(",") }
            newline(depth + 1, into: &json)
            element(i, &json)
        }
        newline(depth, into: &json)
        json.raw(close)
    }

    private static func string(_ node: Document.Node, into json: inout JSONWriter) {
        guard let range = node.textRange else { return json.string("") }
        node.document.text.withUnsafeBufferPointer { json.string(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private static func newline(_ depth: Int, into json: inout JSONWriter) {
        json.raw("\n")
        for _ in 0..<depth { json.raw("  ") }
    }
}
