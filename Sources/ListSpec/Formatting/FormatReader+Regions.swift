extension FormatReader {
    /// `# listspec:format off` to the next `# listspec:format on` (or the end): whole lines, widened
    /// to the end of every node (and map value) that starts inside; those nodes are written as they stand.
    mutating func markUnformattedRegions() {
        var i = 0
        while i < comments.count {
            guard CommentGap.isDirective(tree.text(comments[i]), "off") else { i += 1; continue }
            var regionStart = Int(comments[i].start)
            while regionStart > 0, tree.source[regionStart - 1] != 0x0A { regionStart -= 1 }
            var j = i + 1
            while j < comments.count, !CommentGap.isDirective(tree.text(comments[j]), "on") { j += 1 }
            var regionEnd = j < comments.count ? CommentGap.lineEnd(tree.source, Int(comments[j].end)) : tree.source.count
            // A map's value (or the root) that is a block list or map without properties starts at
            // its first item or key: it holds what the region holds, its items are judged one by one.
            func isInside(_ index: Int) -> Bool {
                let node = tree.nodes[index]
                guard node.start >= regionStart, Int(node.start) < regionEnd else { return false }
                let isContainer = node.style == .block && node.flags & FormatTree.hasProperties == 0
                    && (node.parent < 0 || tree.nodes[Int(node.parent)].kind == .mapping)
                return !isContainer
            }
            var changed = true
            while changed {
                changed = false
                for index in tree.nodes.indices where isInside(index) {
                    var end = Int(tree.nodes[index].end)
                    let parent = tree.nodes[index].parent
                    if parent >= 0, tree.nodes[Int(parent)].kind == .mapping, isKey(Int32(index)) {
                        end = max(end, Int(tree.nodes[Int(tree.nodes[index].next)].end))
                    }
                    let lineEnd = CommentGap.lineEnd(tree.source, end)
                    if lineEnd > regionEnd { regionEnd = lineEnd; changed = true }
                }
            }
            tree.unformattedRegions.append(Int32(regionStart)..<Int32(regionEnd))
            for index in tree.nodes.indices where isInside(index) {
                tree.nodes[index].flags |= FormatTree.unformatted
                markCommentInside(above: Int32(index))
            }
            while i < comments.count, comments[i].start < regionEnd { i += 1 }
        }
    }

    /// Whether a child of a map is a key (the children alternate key, value).
    private func isKey(_ index: Int32) -> Bool {
        let parent = tree.nodes[Int(index)].parent
        var current = tree.nodes[Int(parent)].firstChild
        var key = true
        while current >= 0, current != index {
            key.toggle()
            current = tree.nodes[Int(current)].next
        }
        return key
    }
}
