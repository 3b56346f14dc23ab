import ListSpecRuntime
import CYaml
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cells kept as text as they are read (see `FormatReader`): a 100,000-cell spec holds its
/// sections as a tree, its cells as the text `FormatPrinter` writes for them.
extension FormatReader {
    /// A list item just read to its end: when it is a cell, it is kept as text once no comment can join it.
    mutating func noteIfCell(_ index: Int32) {
        guard keepsCellsAsText, let list = stack.last, list.role == .cells, tree.nodes[Int(list.index)].kind == .sequence else { return }
        // Every level of the structure is written in block style, two spaces deeper than the one above.
        finishedCell = (index, 2 * (stack.count - 1))
    }

    /// Whether a comment on the line where the last node ended may still come after this event:
    /// the end of a block list or map (libyaml puts it at the next token, past such comments) or
    /// of a document. Any other event starts a node or ends a flow collection: a comment after
    /// it is that node's.
    func mayEndOnCellsLine(_ type: yaml_event_type_t) -> Bool {
        if type == YAML_DOCUMENT_END_EVENT { return true }
        guard type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT, let open = stack.last else { return false }
        return tree.nodes[Int(open.index)].style == .block
    }

    /// Writes a finished cell as `FormatPrinter` writes it in place and keeps only that text: its
    /// nodes (the last ones of the tree), their decoded values and side-table entries are dropped,
    /// and one `printed` node holds the text, joined to the previous cell's when they are neighbours.
    /// The text stays in the source when the source holds it already (a cell already canonical),
    /// else it goes to `decoded`.
    mutating func keepAsText(_ item: Int32, indent: Int) {
        let count = tree.nodes.count
        var decodedStart = tree.decoded.count
        for i in Int(item)..<count {
            let node = tree.nodes[i]
            // An anchor or alias ties the cell to the rest of the file (the key order of the maps above looks for them).
            if node.kind == .alias || node.flags & FormatTree.hasProperties != 0 { return }
            if node.kind == .scalar, node.flags & FormatTree.valueInSource == 0 { decodedStart = min(decodedStart, Int(node.valueStart)) }
        }
        let itemNode = tree.nodes[Int(item)]
        let list = itemNode.parent
        let previous = lastPrinted >= 0 && tree.nodes[Int(lastPrinted)].next == item ? lastPrinted : -1
        // The text before a cell matters only to a blank line above it (never two in a row).
        let before: (UInt8, UInt8)? = previous < 0 ? nil : tree.withValue(of: previous) { $0.count >= 2 ? ($0[$0.count - 2], $0[$0.count - 1]) : nil }
        let first = tree.nodes[Int(list)].firstChild == item
        guard cellPrinter.listItem(item, of: &tree, role: .cell, indent: indent, first: first, before: before) else { return }
        for i in Int(item)..<count {
            let node = tree.nodes[i]
            if node.flags & FormatTree.hasLeading != 0 { tree.leading[Int32(i)] = nil }
            if node.flags & FormatTree.hasTrailing != 0 { tree.trailing[Int32(i)] = nil }
            if node.flags & FormatTree.hasClosing != 0 { tree.closing[Int32(i)] = nil }
            if node.style == .literal || node.style == .folded { tree.blockHeaders[Int32(i)] = nil }
        }
        tree.nodes.removeLast(count - Int(item))
        tree.decoded.removeLast(tree.decoded.count - decodedStart)
        let text = cellPrinter.text
        let sourceEnd = CommentGap.lineEnd(tree.source, Int(itemNode.end))
        let sourceStart = sourceEnd - text.count
        let inSource = sourceStart >= 0 && tree.source.withUnsafeBufferPointer { source in
            text.withUnsafeBufferPointer { bytesEqual(UnsafeBufferPointer(rebasing: source[sourceStart..<sourceEnd]), $0) }
        }
        let start = inSource ? sourceStart : tree.decoded.count
        if !inSource { tree.decoded.append(contentsOf: text) }
        if previous >= 0, (tree.nodes[Int(previous)].flags & FormatTree.valueInSource != 0) == inSource,
           Int(tree.nodes[Int(previous)].valueStart + tree.nodes[Int(previous)].valueCount) == start {
            tree.nodes[Int(previous)].valueCount += Int32(text.count)
            tree.nodes[Int(previous)].end = itemNode.end
            tree.nodes[Int(previous)].next = -1
            if let top = stack.last, top.index == list { stack[stack.count - 1].lastChild = previous }
        } else {
            var node = FormatTree.Node(kind: .printed, style: .block, flags: inSource ? FormatTree.valueInSource : 0, parent: list, start: itemNode.start)
            node.end = itemNode.end
            node.valueStart = Int32(start)
            node.valueCount = Int32(text.count)
            tree.nodes.append(node)
            lastPrinted = item
        }
        // Nothing may join the cell any more (and its last node is gone).
        lastEnded = -1
    }

    /// Whether some `#` is followed by `listspec:format` (as a directive is; a `#` inside a string
    /// counts too): then no cell is kept as text (see the type). memchr finds the rare `#` quickly.
    static func mentionsFormatDirective(_ source: [UInt8]) -> Bool {
        let directive: StaticString = "listspec:format"
        return source.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            let end = base + bytes.count
            var cursor = base
            while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "#")), end - cursor) {
                var i = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                while i < end, i.pointee == 0x20 || i.pointee == 0x09 { i += 1 }
                if end - i >= directive.utf8CodeUnitCount, memcmp(i, directive.utf8Start, directive.utf8CodeUnitCount) == 0 { return true }
                cursor = i
            }
            return false
        }
    }
}
