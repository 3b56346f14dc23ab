@_spi(DocumentStorage) import ListSpecRuntime

/// A spec document as block-style YAML for people: two-space indentation, a list's items
/// under their key, keys in the document's order, and every scalar written so that listspec's
/// reader (YAML 1.2 core schema) reads back exactly the value (see `YAMLScalar`).
struct YAMLSpecWriter {
    private var out: [UInt8] = []

    /// libyaml takes an implicit key of at most 1024 characters; a longer one is written `? key`.
    private static let longestImplicitKey = 1000

    static func write(_ root: Document.Node) -> [UInt8] {
        var writer = YAMLSpecWriter()
        writer.out.reserveCapacity(2 * root.document.text.count + 4096)
        writer.block(root, indent: 0, indented: false)
        return writer.out
    }

    /// Written on the line of its key or dash: a scalar, `[]` or `{}`.
    private static func isInline(_ node: Document.Node) -> Bool {
        (node.kind != .sequence && node.kind != .mapping) || node.count == 0
    }

    /// A node starting at column `indent`; `indented`: that column is reached already (after `- `).
    /// Nesting is bounded by the reader (`ReaderLimits.maxDepth`): recursion stays shallow.
    private mutating func block(_ node: Document.Node, indent: Int, indented: Bool) {
        if Self.isInline(node) {
            inline(node)
            out.append(UInt8(ascii: "\n"))
            return
        }
        if node.kind == .sequence {
            for (i, item) in node.items.enumerated() {
                if i > 0 || !indented { spaces(indent) }
                out.append(contentsOf: [UInt8(ascii: "-"), UInt8(ascii: " ")])
                block(item, indent: indent + 2, indented: true)
            }
            return
        }
        for (i, pair) in node.pairs.enumerated() {
            if i > 0 || !indented { spaces(indent) }
            let key = YAMLScalar.written(pair.key)
            if key.count > Self.longestImplicitKey {
                out.append(contentsOf: [UInt8(ascii: "?"), UInt8(ascii: " ")])
                out.append(contentsOf: key)
                out.append(UInt8(ascii: "\n"))
                spaces(indent)
            } else {
                out.append(contentsOf: key)
            }
            out.append(UInt8(ascii: ":"))
            if Self.isInline(pair.value) {
                out.append(UInt8(ascii: " "))
                inline(pair.value)
                out.append(UInt8(ascii: "\n"))
            } else {
                out.append(UInt8(ascii: "\n"))
                block(pair.value, indent: indent + 2, indented: false)
            }
        }
    }

    private mutating func inline(_ node: Document.Node) {
        switch node.kind {
        case .sequence: out.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "]")])
        case .mapping: out.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
        case .null, .bool, .int, .float, .string: YAMLScalar.append(node, to: &out)
        }
    }

    private mutating func spaces(_ count: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
}
