/// How each list or map is written: one line in flow style where it fits and nothing inside
/// needs a line of its own, else one key or item a line.
extension FormatPrinter {
    /// How a node is written, its text starting at `column`.
    mutating func layout(_ node: Int32, role: FormatRole, column: Int) -> Layout {
        let n = tree.nodes[Int(node)]
        guard n.kind == .sequence || n.kind == .mapping, n.firstChild >= 0 else { return .inline }
        if role.isStructure && !(role == .typeEntry && n.kind == .sequence) { return .block }
        if n.flags & (FormatTree.blockScalarInside | FormatTree.unformatted) != 0 { return .block }
        if n.flags & FormatTree.commentInside != 0, !onlyFirstKeyCommented(node, role: role) { return .block }
        return tryFlow(node, role: role, column: column) ? .flow : .block
    }

    /// Whether a map's only comments are above its first keys (see `firstKeys`): on one line, it
    /// takes them above itself.
    private func onlyFirstKeyCommented(_ node: Int32, role: FormatRole) -> Bool {
        guard tree.nodes[Int(node)].kind == .mapping else { return false }
        let keys = firstKeys(node, role: role)
        guard keys.contains(where: { tree.nodes[Int($0)].flags & FormatTree.hasLeading != 0 }) else { return false }
        // Comments at the end of the map or of a block inside stay there: one key a line.
        guard tree.nodes[Int(node)].flags & FormatTree.hasClosing == 0 else { return false }
        for index in (node + 1)..<KeyOrder.subtreeEnd(node, in: tree) {
            if tree.nodes[Int(index)].flags & (FormatTree.hasTrailing | FormatTree.hasClosing) != 0 { return false }
            if !keys.contains(index), leading(index).contains(where: { !$0.isBlank }) { return false }
        }
        return true
    }

    /// A map's first key and, while that key's value is a map too, the value's first key: the
    /// comments above them all go above the map when it is written on one line (one level at a time,
    /// formatting the output again would move them once more).
    private func firstKeys(_ node: Int32, role: FormatRole) -> [Int32] {
        var keys: [Int32] = []
        var map = node, role = role
        while tree.nodes[Int(map)].kind == .mapping, let first = KeyOrder.pairs(of: map, role: role, in: tree).first {
            keys.append(first.key)
            role = keyRole(first.key, parent: role)
            map = first.value
        }
        return keys
    }

    /// What goes above a collection written on one line: the comments above its first keys.
    func flowLeading(_ node: Int32, role: FormatRole) -> [FormatTree.Line] {
        guard tree.nodes[Int(node)].kind == .mapping, tree.nodes[Int(node)].flags & FormatTree.commentInside != 0 else { return [] }
        return firstKeys(node, role: role).flatMap(leading)
    }

    /// Writes the node in flow style into `scratch`; false when it does not fit or cannot be flow.
    mutating func tryFlow(_ node: Int32, role: FormatRole, column: Int) -> Bool {
        if flowNode == node, flowColumn == column { return true }
        flowNode = -1
        scratch.removeAll(keepingCapacity: true)
        // Columns are counted once at the end; while writing, the bytes (at most four a column) bound them.
        scratchLimit = 4 * (Self.width - column)
        guard flow(node, role: role), columns(scratch[...]) <= Self.width - column else { return false }
        flowNode = node
        flowColumn = column
        return true
    }

    mutating func flow(_ node: Int32, role: FormatRole) -> Bool {
        let n = tree.nodes[Int(node)]
        if n.flags & FormatTree.hasProperties != 0 {
            scratch += Self.propertiesText(tree, node)
            scratch.append(UInt8(ascii: " "))
        }
        switch n.kind {
        case .scalar:
            if n.style == .literal || n.style == .folded { return false }
            Self.appendScalar(tree, node, inFlow: true, isKey: false, to: &scratch)
        case .alias:
            Self.appendAlias(tree, node, to: &scratch)
        case .sequence:
            scratch.append(UInt8(ascii: "["))
            var item = n.firstChild
            while item >= 0 {
                if item != n.firstChild { scratch += [UInt8(ascii: ","), UInt8(ascii: " ")] }
                guard flow(item, role: role.child(key: nil)), scratch.count <= scratchLimit else { return false }
                item = tree.nodes[Int(item)].next
            }
            scratch.append(UInt8(ascii: "]"))
        case .mapping:
            scratch.append(UInt8(ascii: "{"))
            for (i, pair) in KeyOrder.pairs(of: node, role: role, in: tree).enumerated() {
                if i > 0 { scratch += [UInt8(ascii: ","), UInt8(ascii: " ")] }
                guard !explicitKey(pair.key) else { return false }
                Self.appendKey(tree, pair.key, inFlow: true, to: &scratch)
                scratch += [UInt8(ascii: ":"), UInt8(ascii: " ")]
                guard flow(pair.value, role: keyRole(pair.key, parent: role)), scratch.count <= scratchLimit else { return false }
            }
            scratch.append(UInt8(ascii: "}"))
        case .printed:
            return false  // only ever an item of a cell list, which is written in block style
        }
        return scratch.count <= scratchLimit
    }
}
