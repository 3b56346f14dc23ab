import ListSpecRuntime

/// A JSON spec (read as strict JSON, with its layout) as `format` writes it again: two-space
/// indentation, one value a line, `[]` and `{}` when empty, the known keys in the contract's order
/// (as in YAML), and every string and number exactly as written.
struct JSONFormatTree {
    typealias Kind = JSONLayout.Kind

    let bytes: [UInt8]
    /// Where the strict reader found each value (the file is not tokenized again).
    let layout: JSONLayout

    var nodes: [JSONLayout.Node] { layout.nodes }

    func children(_ index: Int32) -> [Int32] { layout.children(index) }

    /// An object's pairs in the order they are written.
    func pairs(_ index: Int32, role: FormatRole) -> [(key: Int32, value: Int32)] {
        let children = self.children(index)
        var pairs: [(key: Int32, value: Int32)] = []
        var i = 0
        while i + 1 < children.count {
            pairs.append((children[i], children[i + 1]))
            i += 2
        }
        guard let known = role.keyOrder else { return pairs }
        let ranks = pairs.map { pair -> Int in
            let text = keyText(pair.key)
            if let index = text.withUnsafeBufferPointer({ text in known.firstIndex { bytesSpell(text, $0) } }) { return index }
            return text.starts(with: "x-".utf8) ? known.count + 1 : known.count
        }
        return ranks.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }.map { pairs[$0] }
    }

    func keyText(_ key: Int32) -> ArraySlice<UInt8> {
        bytes[Int(nodes[Int(key)].start + 1)..<Int(max(nodes[Int(key)].start + 1, nodes[Int(key)].end - 1))]
    }

    func printed() -> [UInt8] {
        guard !nodes.isEmpty else { return [] }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2)
        write(0, role: .root, depth: 0, into: &out)
        out.append(0x0A)
        return out
    }

    /// Nesting is bounded by the strict reader's limit: recursion stays shallow.
    private func write(_ index: Int32, role: FormatRole, depth: Int, into out: inout [UInt8]) {
        let node = nodes[Int(index)]
        switch node.kind {
        case .scalar:
            out.append(contentsOf: bytes[Int(node.start)..<Int(node.end)])
        case .array:
            let items = children(index)
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                out.append(contentsOf: i > 0 ? [UInt8(ascii: ","), 0x0A] : [0x0A])
                out.append(contentsOf: repeatElement(0x20, count: 2 * (depth + 1)))
                write(item, role: role.child(key: nil), depth: depth + 1, into: &out)
            }
            close("]", empty: items.isEmpty, depth: depth, into: &out)
        case .object:
            let pairs = self.pairs(index, role: role)
            out.append(UInt8(ascii: "{"))
            for (i, pair) in pairs.enumerated() {
                out.append(contentsOf: i > 0 ? [UInt8(ascii: ","), 0x0A] : [0x0A])
                out.append(contentsOf: repeatElement(0x20, count: 2 * (depth + 1)))
                out.append(contentsOf: bytes[Int(nodes[Int(pair.key)].start)..<Int(nodes[Int(pair.key)].end)])
                out.append(contentsOf: [UInt8(ascii: ":"), 0x20])
                let key = keyText(pair.key)
                let childRole = Array(key).withUnsafeBufferPointer { role.child(key: $0) }
                write(pair.value, role: childRole, depth: depth + 1, into: &out)
            }
            close("}", empty: pairs.isEmpty, depth: depth, into: &out)
        }
    }

    private func close(_ bracket: Unicode.Scalar, empty: Bool, depth: Int, into out: inout [UInt8]) {
        if !empty {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: 2 * depth))
        }
        out.append(UInt8(ascii: bracket))
    }
}
