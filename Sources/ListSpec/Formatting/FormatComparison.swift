import ListSpecRuntime

/// The check `format` makes before it writes anything: the output, read again, holds the input's
/// data (the same nodes, tags, anchors and aliases, every scalar with the same value and type
/// under the core schema, maps in the canonical order) and every one of its comments.
enum FormatComparison {
    /// The place in the input where the two differ, or nil when they hold the same.
    static func difference(_ input: FormatTree, _ output: FormatTree) -> SourceLocation? {
        guard input.roots.count == output.roots.count else { return .start }
        for (a, b) in zip(input.roots, output.roots) {
            if let index = firstDifference(a, input, b, output, role: a == input.roots.first ? .root : .other, isKey: false) {
                return TextPosition.location(ofByte: Int(input.nodes[Int(index)].start), in: input.source)
            }
        }
        guard comments(of: input) == comments(of: output) else { return .start }
        return nil
    }

    /// The first input node that differs (nil: none).
    private static func firstDifference(_ a: Int32, _ ta: FormatTree, _ b: Int32, _ tb: FormatTree, role: FormatRole, isKey: Bool) -> Int32? {
        let na = ta.nodes[Int(a)], nb = tb.nodes[Int(b)]
        guard na.kind == nb.kind, sameChildCount(na, ta, nb, tb), ta.tag(a) == tb.tag(b), ta.anchor(a) == tb.anchor(b) else { return a }
        // A comment at a block's end ends the same block.
        if (na.flags | nb.flags) & FormatTree.hasClosing != 0, closingComments(a, ta) != closingComments(b, tb) { return a }
        switch na.kind {
        case .alias, .printed:
            return ta.valueBytes(of: a) == tb.valueBytes(of: b) ? nil : a
        case .scalar:
            return sameScalar(a, ta, b, tb, isKey: isKey) ? nil : a
        case .sequence:
            var x = na.firstChild, y = nb.firstChild
            while x >= 0, y >= 0 {
                if let index = firstDifference(x, ta, y, tb, role: role.child(key: nil), isKey: false) { return index }
                x = ta.nodes[Int(x)].next
                y = tb.nodes[Int(y)].next
            }
            return nil
        case .mapping:
            for (x, y) in zip(KeyOrder.pairs(of: a, role: role, in: ta), KeyOrder.pairs(of: b, role: .other, in: tb)) {
                if let index = firstDifference(x.key, ta, y.key, tb, role: .other, isKey: true) { return index }
                let childRole = ta.nodes[Int(x.key)].kind == .scalar ? ta.withValue(of: x.key) { role.child(key: $0) } : .other
                if let index = firstDifference(x.value, ta, y.value, tb, role: childRole, isKey: false) { return index }
            }
            return nil
        }
    }

    /// Whether two lists or maps have as many children (both lists walked together: no count is kept).
    private static func sameChildCount(_ na: FormatTree.Node, _ ta: FormatTree, _ nb: FormatTree.Node, _ tb: FormatTree) -> Bool {
        var x = na.firstChild, y = nb.firstChild
        while x >= 0, y >= 0 {
            x = ta.nodes[Int(x)].next
            y = tb.nodes[Int(y)].next
        }
        return x < 0 && y < 0
    }

    /// The same value and type; a key (read as its text inside a viewModel) the same text too;
    /// a block scalar still a block scalar.
    private static func sameScalar(_ a: Int32, _ ta: FormatTree, _ b: Int32, _ tb: FormatTree, isKey: Bool) -> Bool {
        let sa = ta.nodes[Int(a)].style, sb = tb.nodes[Int(b)].style
        if (sa == .literal || sa == .folded) != (sb == .literal || sb == .folded) { return false }
        return ta.withValue(of: a) { textA in
            tb.withValue(of: b) { textB in
                let sameText = bytesEqual(textA, textB)
                // The same text in the same style is the same scalar, whatever the schema makes of it.
                if sameText, sa == sb { return true }
                guard ta.tag(a) == nil else { return sameText && (sa == .plain) == (sb == .plain) }
                if isKey, (sa == .plain && bytesSpell(textA, "<<")) != (sb == .plain && bytesSpell(textB, "<<")) { return false }
                let kindA = sa == .plain ? CoreSchema.resolvePlain(textA) : .string
                let kindB = sb == .plain ? CoreSchema.resolvePlain(textB) : .string
                switch (kindA, kindB) {
                case (.null, .null), (.bool(true), .bool(true)), (.bool(false), .bool(false)):
                    return !isKey || sameText
                case (.string, .string), (.int, .int), (.overflowingInt, .overflowingInt), (.float, .float):
                    return sameText
                default:
                    return false
                }
            }
        }
    }

    /// The comments at the end of a block list or map.
    private static func closingComments(_ index: Int32, _ tree: FormatTree) -> [ArraySlice<UInt8>] {
        guard tree.nodes[Int(index)].flags & FormatTree.hasClosing != 0 else { return [] }
        return (tree.closing[index] ?? []).filter { !$0.isBlank }.map(tree.text)
    }

    /// Every comment's text, sorted.
    private static func comments(of tree: FormatTree) -> [ArraySlice<UInt8>] {
        var all: [ArraySlice<UInt8>] = []
        for lines in tree.leading.values { all += lines.filter { !$0.isBlank }.map(tree.text) }
        for lines in tree.trailing.values { all += lines.map(tree.text) }
        for lines in tree.closing.values { all += lines.filter { !$0.isBlank }.map(tree.text) }
        all += tree.endLines.filter { !$0.isBlank }.map(tree.text)
        return all.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
