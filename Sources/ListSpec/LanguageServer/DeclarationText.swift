@_spi(DocumentStorage) import ListSpecRuntime

/// The source of a declaration (an entry of `types` or `cellTypes`) as written, for hover: its
/// lines from the name to the last line of its value, at most `maxLines`.
enum DeclarationText {
    static let maxLines = 20

    static func text(ofEntry key: Document.Node, value: Document.Node, in analysis: DocumentAnalysis) -> String {
        let first = key.location.line
        let last = max(first, min(lastLine(of: value), first + maxLines - 1))
        let text = analysis.text
        var lines: [String] = []
        for line in first...last {
            let range = text.lineRange(line - 1)
            lines.append(String(decoding: text.bytes[range], as: UTF8.self))
        }
        let indent = lines.first.map { $0.prefix { $0 == " " }.count } ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }

    /// The line of the last scalar inside `node` (its own line for a scalar).
    static func lastLine(of node: Document.Node) -> Int {
        var node = node
        for _ in 0..<256 {
            switch node.kind {
            case .mapping:
                guard let last = node.pairs.last else { return node.location.line }
                node = last.value.location < last.key.location ? last.key : last.value
            case .sequence:
                guard let last = node.items.last, node.location <= last.location else { return node.location.line }
                node = last
            default:
                return node.location.line
            }
        }
        return node.location.line
    }

    /// The entry of `map` whose key reads `name`.
    static func entry(_ name: String, in map: Document.Node?) -> (key: Document.Node, value: Document.Node)? {
        guard let map, let index = map.pairIndex(ofKey: name) else { return nil }
        return map.pairs[index]
    }

    /// The identifier (`[A-Za-z0-9_]`) around a byte offset of the text, if any.
    static func word(at offset: Int, in text: TextDocument) -> (String, Range<Int>)? {
        let bytes = text.bytes
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var start = min(offset, bytes.count), end = start
        while start > 0, isWord(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start..<end)
    }
}

extension Height {
    /// As written in a spec: `automatic` or the number.
    var specText: String {
        switch self {
        case .automatic: return "automatic"
        case .points(let number): return number.description
        }
    }
}
