extension FormatReader {
    /// A block scalar's body as the source has it (to write its lines again at another
    /// indentation), its header comment, and whether blank lines follow it.
    mutating func readBlockScalar(_ index: Int32, start: Int, end: Int) {
        var current = tree.nodes[Int(index)].parent
        while current >= 0 {
            tree.nodes[Int(current)].flags |= FormatTree.blockScalarInside
            current = tree.nodes[Int(current)].parent
        }
        let source = tree.source
        // The header is the line of the `|` or `>`, which may come lines after the tag or anchor.
        var bodyStart = CommentGap.propertiesEnd(source, from: start, to: end)
        while bodyStart < end, source[bodyStart] != 0x0A, source[bodyStart] != 0x0D { bodyStart += 1 }
        var found: [CommentGap.Item] = []
        CommentGap.scan(source, from: start, to: bodyStart, into: &found)
        // Every comment up to the header's end is the header's (`|  # why`), even at the file's start.
        for item in found {
            switch item {
            case .trailing(let line), .ownLine(let line):
                comments.append(line)
                addTrailing(line, to: index)
            case .blank:
                break
            }
        }
        if bodyStart < end, source[bodyStart] == 0x0D { bodyStart += 1 }
        if bodyStart < end, source[bodyStart] == 0x0A { bodyStart += 1 }
        // The first line with content: its spaces in the source less its spaces in the value.
        var contentIndent = 0
        var lineStart = bodyStart
        while lineStart < end {
            var i = lineStart
            while i < end, source[i] == 0x20 { i += 1 }
            if i < end, source[i] != 0x0A, source[i] != 0x0D {
                let valueSpaces = tree.withValue(of: index) { value -> Int in
                    var v = 0
                    while v < value.count, value[v] == 0x0A { v += 1 }
                    var spaces = 0
                    while v + spaces < value.count, value[v + spaces] == 0x20 { spaces += 1 }
                    return spaces
                }
                contentIndent = i - lineStart - valueSpaces
                break
            }
            while i < end, source[i] != 0x0A { i += 1 }
            lineStart = i + 1
        }
        // Whitespace-only lines at the end: part of the value only when kept (`+`).
        let keeps = tree.withValue(of: index) { $0.count >= 2 && $0[$0.count - 1] == 0x0A && $0[$0.count - 2] == 0x0A }
        var blankAfter = false
        if !keeps {
            var i = end
            var lines = 0
            while i > bodyStart, [0x20, 0x0A, 0x0D, 0x09].contains(source[i - 1]) {
                if source[i - 1] == 0x0A { lines += 1 }
                i -= 1
            }
            // The first break ends the last line of content; a body of blank lines only has none.
            blankAfter = lines >= (i == bodyStart ? 1 : 2)
        }
        tree.blockHeaders[index] = FormatTree.BlockScalarSource(bodyStart: Int32(bodyStart), bodyEnd: Int32(end),
                                                                contentIndent: Int32(max(0, contentIndent)), blankAfter: blankAfter)
        if blankAfter { pending.append(FormatTree.Line(start: Int32(end), end: Int32(end))) }
    }
}
