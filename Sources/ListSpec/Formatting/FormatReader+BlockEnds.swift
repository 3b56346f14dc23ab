/// Comments at the end of a block (contract section 10, amended for issue 46): a comment on a
/// line of its own belongs to the block its indentation puts it in. It stays above the node that
/// follows it when that node is at its indentation or deeper (it goes to that node as the reader
/// meets it); else it is the last line of the innermost block that ends before that node and
/// whose keys or dashes are at its indentation or less deep (`# deletable: true` under a cell's
/// keys stays the cell's, `# - cellID: 20` under a list's dashes the list's).
extension FormatReader {
    /// At the end of a block list or map whose next token is at `nextColumn`: the comments waiting
    /// for the next node that belong to this block become its last lines (`FormatTree.closing`),
    /// each with the blank line just above it. Inner blocks end first, so each comment goes to the
    /// innermost block its indentation reaches. A root's are left for the file's end (written at
    /// column 0 either way, where reading them again finds them).
    mutating func keepClosingComments(of index: Int32, nextColumn: Int) {
        guard tree.nodes[Int(index)].parent >= 0, tree.nodes[Int(index)].firstChild >= 0 else { return }
        var blockColumn = -1
        var kept: [FormatTree.Line] = []
        var rest: [FormatTree.Line] = []
        for (i, line) in pending.enumerated() {
            guard !line.isBlank, let commentColumn = ownLineColumn(Int(line.start)), commentColumn > nextColumn else {
                rest.append(line)
                continue
            }
            if blockColumn < 0 { blockColumn = column(of: index) }
            guard commentColumn >= blockColumn else {
                rest.append(line)
                continue
            }
            // The blank line above it (never moved on its own) goes with it.
            if i > 0, pending[i - 1].isBlank, rest.last?.isBlank == true { kept.append(rest.removeLast()) }
            kept.append(line)
        }
        guard !kept.isEmpty else { return }
        pending = rest
        tree.closing[index] = kept
        tree.nodes[Int(index)].flags |= FormatTree.hasClosing | FormatTree.commentInside
        markCommentInside(above: index)
    }

    /// The column of a comment that starts its line (nil: something comes before it on its line).
    private func ownLineColumn(_ offset: Int) -> Int? {
        var i = offset
        while i > 0, tree.source[i - 1] == 0x20 || tree.source[i - 1] == 0x09 { i -= 1 }
        guard i == 0 || tree.source[i - 1] == 0x0A || tree.source[i - 1] == 0x0D else { return nil }
        return offset - i
    }

    /// The column of a block's keys (a map) or dashes (a list). Indentation is spaces, and what
    /// comes before a key on its line is dashes and spaces: bytes count as columns.
    private func column(of index: Int32) -> Int {
        let node = tree.nodes[Int(index)]
        let first = Int(tree.nodes[Int(node.firstChild)].start)
        guard node.kind == .sequence else { return lineColumn(first) }
        // A list's start is its first dash, unless an anchor or tag comes first: then the dash before its first item.
        if node.flags & FormatTree.hasProperties == 0 { return lineColumn(Int(node.start)) }
        var i = first
        while i > 0, tree.source[i - 1] == 0x20 { i -= 1 }
        return i > 0 && tree.source[i - 1] == UInt8(ascii: "-") ? lineColumn(i - 1) : max(0, lineColumn(first) - 2)
    }

    private func lineColumn(_ offset: Int) -> Int {
        var i = offset
        while i > 0, tree.source[i - 1] != 0x0A, tree.source[i - 1] != 0x0D { i -= 1 }
        return offset - i
    }
}
