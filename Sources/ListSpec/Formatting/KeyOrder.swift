import ListSpecRuntime

/// The order a map's pairs are written in: in a map the contract knows (top level, table,
/// section, cell), a `<<` merge first, then the known keys in the contract's order, then
/// unknown keys, then `x-` keys, each group in its source order; every other map as written.
/// A map keeps its source order when moving its pairs would put an alias before its anchor,
/// or when a `# listspec:format off` region holds part of it.
enum KeyOrder {
    static func pairs(of map: Int32, role: FormatRole, in tree: FormatTree) -> [(key: Int32, value: Int32)] {
        var pairs: [(key: Int32, value: Int32)] = []
        pairs.reserveCapacity(tree.childCount(of: map) / 2)
        var key = tree.nodes[Int(map)].firstChild
        while key >= 0 {
            let value = tree.nodes[Int(key)].next
            guard value >= 0 else { break }
            pairs.append((key, value))
            key = tree.nodes[Int(value)].next
        }
        guard let known = role.keyOrder, pairs.count > 1 else { return pairs }
        let ranks = pairs.map { rank(of: $0.key, known: known, in: tree) }
        guard zip(ranks, ranks.dropFirst()).contains(where: { $0 > $1 }) else { return pairs }
        let order = ranks.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }
        if pairs.contains(where: { tree.flags($0.key) & FormatTree.unformatted != 0 || tree.flags($0.value) & FormatTree.unformatted != 0 }) {
            return pairs
        }
        if !tree.anchors.isEmpty, movesAliasBeforeAnchor(pairs, order: order, in: tree) { return pairs }
        return order.map { pairs[$0] }
    }

    private static func rank(of key: Int32, known: [StaticString], in tree: FormatTree) -> Int {
        guard tree.nodes[Int(key)].kind == .scalar, tree.tag(key) == nil else { return known.count + 1 }
        return tree.withValue(of: key) { text in
            if tree.nodes[Int(key)].style == .plain, bytesSpell(text, "<<") { return -1 }
            if let index = known.firstIndex(where: { bytesSpell(text, $0) }) { return index }
            if text.starts(with: "x-".utf8) { return known.count + 2 }
            return known.count + 1
        }
    }

    /// Whether some alias in one pair names an anchor set in another pair that the new order puts
    /// after it (or an anchor name is set twice, so which one an alias means could change).
    private static func movesAliasBeforeAnchor(_ pairs: [(key: Int32, value: Int32)], order: [Int], in tree: FormatTree) -> Bool {
        let starts = pairs.map(\.key)
        let end = subtreeEnd(pairs[pairs.count - 1].value, in: tree)
        var position = [Int](repeating: 0, count: pairs.count)
        for (new, old) in order.enumerated() { position[old] = new }
        var definedIn: [String: Int] = [:]
        var pair = 0
        for index in starts[0]..<end {
            while pair + 1 < starts.count, index >= starts[pair + 1] { pair += 1 }
            if let anchor = tree.anchor(index) {
                if definedIn.updateValue(pair, forKey: anchor) != nil { return true }
            }
            if tree.nodes[Int(index)].kind == .alias {
                let name = String(decoding: tree.valueBytes(of: index), as: UTF8.self)
                if let source = definedIn[name], source != pair, position[source] > position[pair] { return true }
            }
        }
        return false
    }

    /// The index after a node's last descendant (nodes are numbered in document order): its next
    /// sibling's, or its nearest ancestor's, or the next document's root.
    static func subtreeEnd(_ index: Int32, in tree: FormatTree) -> Int32 {
        var current = index
        while true {
            let node = tree.nodes[Int(current)]
            if node.next >= 0 { return node.next }
            guard node.parent >= 0 else { break }
            current = node.parent
        }
        return tree.roots.first { $0 > current } ?? Int32(tree.nodes.count)
    }
}
