import ListSpecRuntime

/// Writes a `FormatTree` in the one canonical layout (Docs/Formatting.md): two-space indentation;
/// the structure (tables, sections, cell lists, `types`, `cellTypes`) in block style; any other
/// list or map on one line in flow style (`{cellID: 0, cellType: Cell}`) when that line fits in
/// `width` columns and nothing inside it needs a line of its own (a comment, a block scalar),
/// else in block style, its items by the same rule. Comments keep their node, blank lines between
/// items stay (one at most), `# listspec:format off` regions are copied as they stand.
struct FormatPrinter {
    static let width = 120

    private var tree: FormatTree
    private var out: [UInt8] = []
    private var lineStart = 0
    /// Comments that end the line being written.
    private var lineComments: [FormatTree.Line] = []
    private var regionWritten: [Bool]
    /// The last flow attempt's text, and the node and column it fit at (-1: none).
    private var scratch: [UInt8] = []
    private var scratchLimit = 0
    private var flowNode: Int32 = -1
    private var flowColumn = 0
    /// A key's text while its line is decided.
    private var keyScratch: [UInt8] = []
    /// Where `out` goes once a line ends past `chunkSize` (nil: it is kept whole).
    private var sink: FormatSink?
    private static let chunkSize = 1 << 16
    /// Bytes handed to the sink so far, and their last two (a blank line is never doubled).
    private var flushed = 0
    /// The two bytes before `out`'s first; nil: not known (a list item written on its own).
    private var before: (UInt8, UInt8)? = (0, 0)
    /// Whether a decision looked at the bytes before `out` when they were not known.
    private var lookedBeforeUnknown = false

    private enum Layout { case inline, flow, block }

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

    // MARK: - Decisions

    /// How a node is written, its text starting at `column`.
    private mutating func layout(_ node: Int32, role: FormatRole, column: Int) -> Layout {
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
        for index in (node + 1)..<KeyOrder.subtreeEnd(node, in: tree) {
            if tree.nodes[Int(index)].flags & FormatTree.hasTrailing != 0 { return false }
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
    private func flowLeading(_ node: Int32, role: FormatRole) -> [FormatTree.Line] {
        guard tree.nodes[Int(node)].kind == .mapping, tree.nodes[Int(node)].flags & FormatTree.commentInside != 0 else { return [] }
        return firstKeys(node, role: role).flatMap(leading)
    }

    /// Writes the node in flow style into `scratch`; false when it does not fit or cannot be flow.
    private mutating func tryFlow(_ node: Int32, role: FormatRole, column: Int) -> Bool {
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

    private mutating func flow(_ node: Int32, role: FormatRole) -> Bool {
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

    // MARK: - Block style

    /// A block list or map whose lines start at `indent`. `continuing`: its first line is begun
    /// already (after `- `), and what goes above that line has been written.
    private mutating func block(_ node: Int32, role: FormatRole, indent: Int, continuing: Bool) {
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
    }

    /// An item of a block list on lines of its own: what goes above it, its dash at `indent`, its text.
    private mutating func listItem(_ item: Int32, role: FormatRole, indent: Int, first: Bool) {
        let layout = self.layout(item, role: role, column: indent + 2)
        lines(linesAbove(item: item, role: role, layout: layout, column: indent + 2), indent: indent, first: first)
        spaces(indent)
        raw("-")
        itemBody(item, role: role, layout: layout, indent: indent + 2)
    }

    /// Items `FormatReader` wrote as they were read: their text, as `listItem` made it then.
    private mutating func printed(_ node: Int32) {
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
    private mutating func value(_ node: Int32, role: FormatRole, layout: Layout, indent: Int) {
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

    // MARK: - Inline text

    /// A scalar, alias, empty collection or flow collection on the current line (`indent`: the
    /// lines of a block scalar's body go two deeper).
    private mutating func inline(_ node: Int32, layout: Layout, bodyIndent: Int, role: FormatRole, asKey: Bool = false) {
        let n = tree.nodes[Int(node)]
        switch n.kind {
        case .alias:
            Self.appendAlias(tree, node, to: &out)
        case .scalar where n.style == .literal || n.style == .folded:
            blockScalar(node, indent: bodyIndent)
            return
        case .scalar:
            Self.appendScalar(tree, node, inFlow: false, isKey: asKey, to: &out)
        case .sequence, .mapping:
            if n.firstChild < 0 {
                raw(n.kind == .sequence ? "[]" : "{}")
            } else {
                let column = columns(out[lineStart...])
                if !tryFlow(node, role: role, column: column) { _ = tryFlow(node, role: role, column: 0) }
                out.append(contentsOf: scratch)
                flowNode = -1
            }
        case .printed:
            return  // only ever an item of a block list: `block` writes it
        }
        lineComments += trailing(node)
    }

    /// `|` or `>` with its indicators, then the source's lines moved to `indent`. The chomping
    /// indicator follows the value's final line breaks; an indentation indicator is written when
    /// the first line starts with a space.
    private mutating func blockScalar(_ node: Int32, indent: Int) {
        guard let body = tree.blockHeaders[node] else { return }
        let value = tree.valueBytes(of: node)
        raw(tree.nodes[Int(node)].style == .literal ? "|" : ">")
        var firstText = value.startIndex
        while firstText < value.endIndex, value[firstText] == 0x0A { firstText += 1 }
        if firstText < value.endIndex, value[firstText] == 0x20 { raw("2") }
        var breaks = 0
        while breaks < value.count, value[value.count - 1 - breaks] == 0x0A { breaks += 1 }
        if breaks == 0 { raw("-") } else if breaks > 1 || breaks == value.count { raw("+") }
        lineComments += trailing(node)
        // The body's lines, less the all-space lines at its end (the value's breaks say those);
        // the caller ends the last line.
        let source = tree.source
        var bodyLines: [Range<Int>] = []
        var lineBegin = Int(body.bodyStart)
        let end = Int(body.bodyEnd)
        while lineBegin < end {
            var stop = lineBegin
            while stop < end, source[stop] != 0x0A { stop += 1 }
            var textEnd = stop
            if textEnd > lineBegin, source[textEnd - 1] == 0x0D { textEnd -= 1 }
            bodyLines.append(lineBegin..<textEnd)
            lineBegin = stop + 1
        }
        let contentIndent = Int(body.contentIndent)
        // A value of line breaks only has no content line to set the indentation: its lines are all blank.
        let breaksOnly = breaks == value.count
        func isBlank(_ line: Range<Int>) -> Bool { (breaksOnly || line.count <= contentIndent) && source[line].allSatisfy { $0 == 0x20 } }
        while let last = bodyLines.last, isBlank(last) { bodyLines.removeLast() }
        for line in bodyLines {
            newline()
            if !isBlank(line) {
                spaces(indent)
                out.append(contentsOf: source[(line.lowerBound + contentIndent)..<line.upperBound])
            }
        }
        // A value of line breaks only (`|+` and a blank line is "\n") is all blank lines.
        let extra = bodyLines.isEmpty ? breaks : max(0, breaks - 1)
        for _ in 0..<extra { newline() }
    }

    // The writers below are static: a method of the printer appending to one of its own buffers
    // would hold the whole printer, and the buffer would be copied at every call.
    private static func appendKey(_ tree: FormatTree, _ key: Int32, inFlow: Bool, to out: inout [UInt8]) {
        if tree.nodes[Int(key)].kind == .alias {
            Self.appendAlias(tree, key, to: &out)
            return out.append(UInt8(ascii: " "))
        }
        if tree.nodes[Int(key)].flags & FormatTree.hasProperties != 0 {
            out += Self.propertiesText(tree, key)
            out.append(UInt8(ascii: " "))
        }
        Self.appendScalar(tree, key, inFlow: inFlow, isKey: true, to: &out)
    }

    /// A key written `? key` on a line of its own: a list, map or block scalar, or a key too long
    /// for libyaml's implicit keys.
    private func explicitKey(_ key: Int32) -> Bool {
        let n = tree.nodes[Int(key)]
        if n.kind == .sequence || n.kind == .mapping || n.style == .literal || n.style == .folded { return true }
        if n.kind == .scalar, n.valueCount == 0, n.style == .plain, tree.tag(key) == nil { return true }
        guard n.kind == .scalar, n.valueCount > 900 else { return false }
        var text: [UInt8] = []
        Self.appendKey(tree, key, inFlow: false, to: &text)
        return text.count > 1000
    }

    /// A scalar as the canonical text: a string plain where that reads back as the same string,
    /// else in double quotes; `null`, `true`, `false` in lower case (a key's as written: a
    /// viewModel reads keys as text); a number as written.
    private static func appendScalar(_ tree: FormatTree, _ node: Int32, inFlow: Bool, isKey: Bool, to out: inout [UInt8]) {
        let n = tree.nodes[Int(node)]
        tree.withValue(of: node) { value in
            let rule = YAMLScalar.PlainRule.minimal(inFlow: inFlow)
            if tree.tag(node) != nil {
                // `- !!str` and `{!!null : a}`: quoted, `""` would be another node (style is data here).
                if n.style == .plain, value.isEmpty { return }
                if n.style == .plain, YAMLScalar.isPlainSyntax(value, inFlow: inFlow) { out.append(contentsOf: value) }
                else { YAMLScalar.appendQuoted(value, to: &out) }
                return
            }
            guard n.style == .plain else {
                if YAMLScalar.isPlain(value, rule: rule) { out.append(contentsOf: value) } else { YAMLScalar.appendQuoted(value, to: &out) }
                return
            }
            switch CoreSchema.resolvePlain(value) {
            case .string where isKey && bytesSpell(value, "<<"):
                out.append(contentsOf: value)  // a merge key
            case .string:
                if YAMLScalar.isPlain(value, rule: rule) { out.append(contentsOf: value) } else { YAMLScalar.appendQuoted(value, to: &out) }
            case .null where !isKey: out.append(contentsOf: "null".utf8)
            case .bool(let b) where !isKey: out.append(contentsOf: (b ? "true" : "false").utf8)
            default: out.append(contentsOf: value)
            }
        }
    }

    private static func appendAlias(_ tree: FormatTree, _ node: Int32, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "*"))
        tree.withValue(of: node) { out.append(contentsOf: $0) }
    }

    /// `&anchor !tag`, or nothing.
    private static func propertiesText(_ tree: FormatTree, _ node: Int32) -> [UInt8] {
        guard tree.nodes[Int(node)].flags & FormatTree.hasProperties != 0 else { return [] }
        var parts: [String] = []
        if let anchor = tree.anchor(node) { parts.append("&" + anchor) }
        if let tag = tree.tag(node) {
            if tag.hasPrefix("tag:yaml.org,2002:") { parts.append("!!" + tag.dropFirst("tag:yaml.org,2002:".count)) }
            else if tag.hasPrefix("!") { parts.append(tag) }
            else { parts.append("!<" + tag + ">") }
        }
        return Array(parts.joined(separator: " ").utf8)
    }

    /// An empty plain scalar with a tag (`- !!str`): nothing follows its properties on the line.
    private func isEmptyPlain(_ node: Int32) -> Bool {
        let n = tree.nodes[Int(node)]
        return n.kind == .scalar && n.style == .plain && n.valueCount == 0 && tree.tag(node) != nil
    }

    /// Writes the node's properties; whether it had any.
    private mutating func properties(_ node: Int32) -> Bool {
        let text = Self.propertiesText(tree, node)
        raw(text)
        return !text.isEmpty
    }

    // MARK: - Comments, blank lines, regions

    private func leading(_ node: Int32) -> [FormatTree.Line] {
        tree.nodes[Int(node)].flags & FormatTree.hasLeading != 0 ? tree.leading[node] ?? [] : []
    }

    private func trailing(_ node: Int32) -> [FormatTree.Line] {
        tree.nodes[Int(node)].flags & FormatTree.hasTrailing != 0 ? tree.trailing[node] ?? [] : []
    }

    /// Comment lines at `indent`, and blank lines (one at most, none at the start of a list or map
    /// or of the file).
    private mutating func lines(_ lines: [FormatTree.Line], indent: Int, first: Bool) {
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

    private func isUnformatted(_ node: Int32) -> Bool { tree.nodes[Int(node)].flags & FormatTree.unformatted != 0 }

    private func region(at offset: Int32) -> Int? {
        tree.unformattedRegions.firstIndex { $0.contains(offset) }
    }

    private mutating func writeRegion(containing offset: Int32) {
        guard let region = region(at: offset), !regionWritten[region] else { return }
        writeRegion(region)
    }

    private mutating func writeRegion(_ region: Int) {
        regionWritten[region] = true
        if lineStart != out.count { newline() }
        let range = tree.unformattedRegions[region]
        out.append(contentsOf: tree.source[Int(range.lowerBound)..<Int(range.upperBound)])
        if out.last != 0x0A { out.append(0x0A) }
        lineStart = out.count
    }

    // MARK: - Output

    private func keyRole(_ key: Int32, parent: FormatRole) -> FormatRole {
        guard tree.nodes[Int(key)].kind == .scalar else { return .other }
        return tree.withValue(of: key) { parent.child(key: $0) }
    }

    private func isCollection(_ node: Int32) -> Bool {
        let kind = tree.nodes[Int(node)].kind
        return (kind == .sequence || kind == .mapping) && tree.nodes[Int(node)].firstChild >= 0
    }

    private func columns(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private mutating func raw(_ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func raw(_ bytes: [UInt8]) { out.append(contentsOf: bytes) }

    private mutating func spaces(_ count: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Ends the line, with the comments that belong at its end.
    private mutating func newline() {
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
    private mutating func flush() {
        guard sink != nil, !out.isEmpty else { return }
        out.withUnsafeBufferPointer { sink?.take($0) }
        flushed += out.count
        before = (out.count >= 2 ? out[out.count - 2] : before?.1 ?? 0, out[out.count - 1])
        out.removeAll(keepingCapacity: true)
        lineStart = 0
    }
}
