import ListSpecRuntime

/// Writes a `FormatTree` in the one canonical layout (Docs/Formatting.md): two-space indentation;
/// the structure (tables, sections, cell lists, `types`, `cellTypes`) in block style; any other
/// list or map on one line in flow style (`{cellID: 0, cellType: Cell}`) when that line fits in
/// `width` columns and nothing inside it needs a line of its own (a comment, a block scalar),
/// else in block style, its items by the same rule. Comments keep their node, blank lines between
/// items stay (one at most), `# listspec:format off` regions are copied as they stand.
struct FormatPrinter {
    static let width = 120

    var tree: FormatTree
    var out: [UInt8] = []
    var lineStart = 0
    /// Comments that end the line being written.
    var lineComments: [FormatTree.Line] = []
    var regionWritten: [Bool]
    /// The last flow attempt's text, and the node and column it fit at (-1: none).
    var scratch: [UInt8] = []
    var scratchLimit = 0
    var flowNode: Int32 = -1
    var flowColumn = 0
    /// A key's text while its line is decided.
    var keyScratch: [UInt8] = []
    /// Where `out` goes once a line ends past `chunkSize` (nil: it is kept whole).
    var sink: FormatSink?
    static let chunkSize = 1 << 16
    /// Bytes handed to the sink so far, and their last two (a blank line is never doubled).
    private var flushed = 0
    /// The two bytes before `out`'s first; nil: not known (a list item written on its own).
    var before: (UInt8, UInt8)? = (0, 0)
    /// Whether a decision looked at the bytes before `out` when they were not known.
    var lookedBeforeUnknown = false

    enum Layout { case inline, flow, block }

    /// The whole text at once (a file with `format off` regions, which is checked before it is written).
    static func print(_ tree: FormatTree) -> [UInt8] {
        var printer = FormatPrinter(tree: tree, sink: nil)
        printer.out.reserveCapacity(tree.source.count + tree.source.count / 4 + 64)
        printer.document()
        return printer.out
    }

    /// The text into `sink`, a chunk at a time; printing stops once the sink wants no more.
    static func print(_ tree: FormatTree, into sink: inout FormatSink) {
        var printer = FormatPrinter(tree: tree, sink: sink)
        printer.out.reserveCapacity(chunkSize + 4096)
        printer.document()
        printer.flush()
        if let done = printer.sink { sink = done }
    }

    /// A printer for `listItem`, made once and used for many items (its buffers are kept).
    static func forItems() -> FormatPrinter { FormatPrinter(tree: FormatTree(source: []), sink: nil) }

    /// A list item's lines exactly as `block` writes them in the whole file (dash at `indent`,
    /// `first`: the list's first item); `before`: the two bytes before it, when known. False when
    /// its text depends on bytes before it that are not known (a blank line above it after an item
    /// whose end is not known). `FormatReader` keeps a finished cell as this text (`text`). The tree
    /// is moved in for the print and back out (no copy: the caller's tree goes on growing).
    mutating func listItem(_ item: Int32, of tree: inout FormatTree, role: FormatRole, indent: Int, first: Bool,
                           before: (UInt8, UInt8)?) -> Bool {
        swap(&self.tree, &tree)
        defer { swap(&self.tree, &tree) }
        out.removeAll(keepingCapacity: true)
        lineStart = 0
        lineComments.removeAll(keepingCapacity: true)
        flowNode = -1
        self.before = before
        lookedBeforeUnknown = false
        listItem(item, role: role, indent: indent, first: first)
        return !lookedBeforeUnknown
    }

    /// What the last `listItem` wrote.
    var text: [UInt8] { out }

    private init(tree: FormatTree, sink: FormatSink?) {
        self.tree = tree
        self.sink = sink
        regionWritten = tree.unformattedRegions.isEmpty ? [] : Array(repeating: false, count: tree.unformattedRegions.count)
    }

    // MARK: - Documents

    private mutating func document() {
        for (i, root) in tree.roots.enumerated() {
            if i > 0 { raw("---"); newline() }
            if isUnformatted(root) {
                // The comments above the region's `off` line are formatted; the region is written with them.
                lines(leading(root), indent: 0, first: flushed + out.count == 0)
                writeRegion(containing: tree.nodes[Int(root)].start)
                continue
            }
            let role: FormatRole = i == 0 ? .root : .other
            let layout = self.layout(root, role: role, column: 0)
            var above = leading(root)
            let hasProperties = tree.nodes[Int(root)].flags & FormatTree.hasProperties != 0
            if layout == .block, !hasProperties { above += trailing(root) }
            // A later document's map on one line: the comments above its first key go above it.
            if layout == .flow { above += flowLeading(root, role: role) }
            lines(above, indent: 0, first: flushed + out.count == 0)
            switch layout {
            case .block:
                if properties(root) {
                    lineComments += trailing(root)
                    newline()
                }
                block(root, role: role, indent: 0, continuing: false)
            case .inline, .flow:
                if layout == .inline, properties(root), !isEmptyPlain(root) { raw(" ") }
                inline(root, layout: layout, bodyIndent: 2, role: role)
                newline()
            }
        }
        lines(tree.endLines, indent: 0, first: flushed + out.count == 0)
    }

    // MARK: - Output

    func keyRole(_ key: Int32, parent: FormatRole) -> FormatRole {
        guard tree.nodes[Int(key)].kind == .scalar else { return .other }
        return tree.withValue(of: key) { parent.child(key: $0) }
    }

    func isCollection(_ node: Int32) -> Bool {
        let kind = tree.nodes[Int(node)].kind
        return (kind == .sequence || kind == .mapping) && tree.nodes[Int(node)].firstChild >= 0
    }

    func columns(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    mutating func raw(_ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func raw(_ bytes: [UInt8]) { out.append(contentsOf: bytes) }

    mutating func spaces(_ count: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Ends the line, with the comments that belong at its end.
    mutating func newline() {
        for comment in lineComments {
            if region(at: comment.start) != nil { continue }
            out.append(contentsOf: [0x20, 0x20])
            out.append(contentsOf: tree.text(comment))
        }
        lineComments.removeAll(keepingCapacity: true)
        out.append(0x0A)
        lineStart = out.count
        if out.count >= Self.chunkSize, sink != nil { flush() }
    }

    /// Hands `out` to the sink (at the end of a line: no column is counted across chunks).
    mutating func flush() {
        guard sink != nil, !out.isEmpty else { return }
        out.withUnsafeBufferPointer { sink?.take($0) }
        flushed += out.count
        before = (out.count >= 2 ? out[out.count - 2] : before?.1 ?? 0, out[out.count - 1])
        out.removeAll(keepingCapacity: true)
        lineStart = 0
    }
}
