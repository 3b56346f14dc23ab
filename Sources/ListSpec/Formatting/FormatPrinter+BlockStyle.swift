/// Lists and maps one key or item a line, with the comments and blank lines above and after them.
extension FormatPrinter {
    /// A block list or map whose lines start at `indent`. `continuing`: its first line is begun
    /// already (after `- `), and what goes above that line has been written.
    mutating func block(_ node: Int32, role: FormatRole, indent: Int, continuing: Bool) {
        if tree.nodes[Int(node)].kind == .sequence {
            for (i, item) in tree.children(of: node).enumerated() {
                if sink?.isDone == true { return }
                if continuing && i == 0 {
                    raw("-")
                    let itemRole = role.child(key: nil)
                    itemBody(item, role: itemRole, layout: layout(item, role: itemRole, column: indent + 2), indent: indent + 2)
                } else if tree.nodes[Int(item)].kind == .printed {
                    printed(item)
                } else if isUnformatted(item) {
                    lines(leading(item), indent: indent, first: i == 0)
                    writeRegion(containing: tree.nodes[Int(item)].start)
                } else {
                    listItem(item, role: role.child(key: nil), indent: indent, first: i == 0)
                }
            }
            lines(closing(node), indent: indent, first: false)
            return
        }
        for (i, pair) in KeyOrder.pairs(of: node, role: role, in: tree).enumerated() {
            if sink?.isDone == true { return }
            let onLine = continuing && i == 0
            if !onLine, isUnformatted(pair.key) {
                lines(leading(pair.key), indent: indent, first: i == 0)
                writeRegion(containing: tree.nodes[Int(pair.key)].start)
                continue
            }
            let childRole = keyRole(pair.key, parent: role)
            let isExplicit = explicitKey(pair.key)
            keyScratch.removeAll(keepingCapacity: true)
            if !isExplicit { Self.appendKey(tree, pair.key, inFlow: false, to: &keyScratch) }
            let valueColumn = indent + (isExplicit ? 2 : columns(keyScratch[...]) + 2)
            let layout = self.layout(pair.value, role: childRole, column: valueColumn)
            if !onLine {
                lines(linesAbove(pair: pair, layout: layout, role: childRole), indent: indent, first: i == 0)
                spaces(indent)
            }
            guard !isExplicit else {
                // `? key` and `: value` on lines of their own, each written as a list item is.
                raw("?")
                let keyLayout = self.layout(pair.key, role: .other, column: indent + 2)
                itemBody(pair.key, role: .other, layout: keyLayout, indent: indent + 2, writesAbove: true, asKey: true)
                spaces(indent)
                raw(":")
                itemBody(pair.value, role: childRole, layout: layout, indent: indent + 2, writesAbove: true)
                continue
            }
            Self.appendKey(tree, pair.key, inFlow: false, to: &out)
            raw(":")
            lineComments += trailing(pair.key)
            value(pair.value, role: childRole, layout: layout, indent: indent)
        }
        lines(closing(node), indent: indent, first: false)
    }

    /// An item of a block list on lines of its own: what goes above it, its dash at `indent`, its text.
    mutating func listItem(_ item: Int32, role: FormatRole, indent: Int, first: Bool) {
        let layout = self.layout(item, role: role, column: indent + 2)
        lines(linesAbove(item: item, role: role, layout: layout, column: indent + 2), indent: indent, first: first)
        spaces(indent)
        raw("-")
        itemBody(item, role: role, layout: layout, indent: indent + 2)
    }

    /// Items `FormatReader` wrote as they were read: their text, as `listItem` made it then.
    mutating func printed(_ node: Int32) {
        assert(lineComments.isEmpty && lineStart == out.count, "a list item starts a line")
        tree.withValue(of: node) { out.append(contentsOf: $0) }
        lineStart = out.count
        if out.count >= Self.chunkSize { flush() }
    }

    /// What goes on the lines above a pair: the key's comments, and the value's when the value
    /// sits on the key's line (a comment between a key and its value moves above the key).
    private func linesAbove(pair: (key: Int32, value: Int32), layout: Layout, role: FormatRole) -> [FormatTree.Line] {
        var lines = leading(pair.key)
        if layout != .block || tree.nodes[Int(pair.value)].flags & FormatTree.hasProperties != 0 || !isCollection(pair.value) {
            lines += leading(pair.value)
        }
        if layout == .flow { lines += flowLeading(pair.value, role: role) }
        // A list or map one key or item a line: its end-of-line comment goes above it, or after
        // its properties (`key: &anchor  # why`).
        if layout == .block, tree.nodes[Int(pair.value)].flags & FormatTree.hasProperties == 0 { lines += trailing(pair.value) }
        return lines
    }

    /// What goes above a list item's dash: its comments and, when its first line is a pair or an
    /// item of its own (`- key: value`, `- - item`), what goes above that.
    private mutating func linesAbove(item: Int32, role: FormatRole, layout: Layout, column: Int) -> [FormatTree.Line] {
        var lines = leading(item)
        guard layout == .block else { return layout == .flow ? lines + flowLeading(item, role: role) : lines }
        guard tree.nodes[Int(item)].flags & FormatTree.hasProperties == 0 else { return lines }
        lines += trailing(item)
        if tree.nodes[Int(item)].kind == .sequence {
            let first = tree.nodes[Int(item)].firstChild
            let firstRole = role.child(key: nil)
            return lines + linesAbove(item: first, role: firstRole, layout: self.layout(first, role: firstRole, column: column + 2),
                                      column: column + 2)
        }
        guard let first = KeyOrder.pairs(of: item, role: role, in: tree).first else { return lines }
        if explicitKey(first.key) { return lines + leading(first.key) }
        keyScratch.removeAll(keepingCapacity: true)
        Self.appendKey(tree, first.key, inFlow: false, to: &keyScratch)
        let firstRole = keyRole(first.key, parent: role)
        let firstLayout = self.layout(first.value, role: firstRole, column: column + columns(keyScratch[...]) + 2)
        return lines + linesAbove(pair: first, layout: firstLayout, role: firstRole)
    }

    /// A map's value, after `key:`.
    mutating func value(_ node: Int32, role: FormatRole, layout: Layout, indent: Int) {
        if isUnformatted(node) {
            newline()
            writeRegion(containing: tree.nodes[Int(node)].start)
            return
        }
        switch layout {
        case .inline, .flow:
            let n = tree.nodes[Int(node)]
            if !lineComments.isEmpty, !trailing(node).isEmpty, n.style != .literal, n.style != .folded {
                // The key's end-of-line comment and the value's would share one line (and read back
                // as one comment): the value goes on the next line, each comment ending its own.
                newline()
                spaces(indent + 2)
            } else {
                raw(" ")
            }
            if layout == .inline, properties(node), !isEmptyPlain(node) { raw(" ") }
            inline(node, layout: layout, bodyIndent: indent + 2, role: role)
            newline()
        case .block:
            if tree.nodes[Int(node)].flags & FormatTree.hasProperties != 0 {
                raw(" ")
                _ = properties(node)
                lineComments += trailing(node)
            } else {
                newline()
                // A comment between the key and its list or map goes above its first line.
                lines(leading(node), indent: indent + 2, first: true)
                block(node, role: role, indent: indent + 2, continuing: false)
                return
            }
            newline()
            block(node, role: role, indent: indent + 2, continuing: false)
        }
    }

    /// A node after `-`, `?` or `:` (its lines at `indent`). `writesAbove`: what goes above its
    /// first line is written here (a `?` key or `:` value; a list item's is written before its dash).
    private mutating func itemBody(_ node: Int32, role: FormatRole, layout: Layout, indent: Int, writesAbove: Bool = false,
                                   asKey: Bool = false) {
        switch layout {
        case .inline, .flow:
            raw(" ")
            if layout == .inline, properties(node), !isEmptyPlain(node) { raw(" ") }
            inline(node, layout: layout, bodyIndent: indent, role: role, asKey: asKey)
            newline()
        case .block:
            if tree.nodes[Int(node)].flags & FormatTree.hasProperties != 0 {
                raw(" ")
                _ = properties(node)
                lineComments += trailing(node)
                newline()
                // Its comments above went above its first line (`- &anchor`, `? &anchor`) with the caller's.
                block(node, role: role, indent: indent, continuing: false)
            } else if writesAbove {
                newline()
                lines(leading(node) + trailing(node), indent: indent, first: true)
                block(node, role: role, indent: indent, continuing: false)
            } else {
                raw(" ")
                block(node, role: role, indent: indent, continuing: true)
            }
        }
    }
}
