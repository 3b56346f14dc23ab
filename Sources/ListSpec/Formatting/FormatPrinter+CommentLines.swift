/// Comment lines, blank lines and `# listspec:format off` regions.
extension FormatPrinter {
    func leading(_ node: Int32) -> [FormatTree.Line] {
        tree.nodes[Int(node)].flags & FormatTree.hasLeading != 0 ? tree.leading[node] ?? [] : []
    }

    func trailing(_ node: Int32) -> [FormatTree.Line] {
        tree.nodes[Int(node)].flags & FormatTree.hasTrailing != 0 ? tree.trailing[node] ?? [] : []
    }

    /// A block list's or map's last lines (each comment with the blank line above it).
    func closing(_ node: Int32) -> [FormatTree.Line] {
        tree.nodes[Int(node)].flags & FormatTree.hasClosing != 0 ? tree.closing[node] ?? [] : []
    }

    /// Comment lines at `indent`, and blank lines (one at most, none at the start of a list or map
    /// or of the file).
    mutating func lines(_ lines: [FormatTree.Line], indent: Int, first: Bool) {
        guard !lines.isEmpty else { return }
        var atStart = first
        var previousBlank = false
        for line in lines {
            if let region = region(at: line.start), !line.isBlank {
                if !regionWritten[region] { writeRegion(region) }
                atStart = false
                previousBlank = false
                continue
            }
            if line.isBlank {
                if atStart || previousBlank || lastLineIsBlank() { continue }
                out.append(0x0A)
                lineStart = out.count
                previousBlank = true
                continue
            }
            spaces(indent)
            out.append(contentsOf: tree.text(line))
            newline()
            atStart = false
            previousBlank = false
        }
    }

    private mutating func lastLineIsBlank() -> Bool {
        let count = out.count
        if count >= 2 { return out[count - 1] == 0x0A && out[count - 2] == 0x0A }
        guard let before else {
            lookedBeforeUnknown = true
            return false
        }
        return (count == 1 ? out[0] : before.1) == 0x0A && (count == 1 ? before.1 : before.0) == 0x0A
    }

    func isUnformatted(_ node: Int32) -> Bool { tree.nodes[Int(node)].flags & FormatTree.unformatted != 0 }

    func region(at offset: Int32) -> Int? {
        tree.unformattedRegions.firstIndex { $0.contains(offset) }
    }

    mutating func writeRegion(containing offset: Int32) {
        guard let region = region(at: offset), !regionWritten[region] else { return }
        writeRegion(region)
    }

    mutating func writeRegion(_ region: Int) {
        regionWritten[region] = true
        if lineStart != out.count { newline() }
        let range = tree.unformattedRegions[region]
        out.append(contentsOf: tree.source[Int(range.lowerBound)..<Int(range.upperBound)])
        if out.last != 0x0A { out.append(0x0A) }
        lineStart = out.count
    }
}
