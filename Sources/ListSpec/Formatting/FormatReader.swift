import ListSpecRuntime
import CYaml
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file is not formatted (nothing is written to it): lint's finding for it, by rule, words and place.
struct FormatProblem: Error, Equatable {
    var rule: Rule
    var message: String
    var location: SourceLocation
}

/// Reads a YAML file into a `FormatTree`: libyaml's events give the nodes and their places, and
/// the bytes between two events (never inside a scalar, so a `#` in a quoted or block scalar is
/// never taken for a comment) give the comments and blank lines (`CommentGap`).
///
/// `keepsCellsAsText`: each finished cell (an item of a `cells` list, written in block style,
/// one item after the other, whatever the rest of the file holds) is written at once as
/// `FormatPrinter` writes it in place, and only its text is kept (`FormatTree.Kind.printed`): the
/// tree of a 100,000-cell spec then holds its sections, not its cells. A cell whose text could
/// depend on something outside it stays a tree: one with an anchor, tag or alias (the key order
/// of the maps above looks for those), and every cell of a file that mentions
/// `listspec:format` (a `format off` region is marked once the whole file is read).
struct FormatReader {
    private var tree: FormatTree
    private let maxDepth: Int
    /// The lists and maps being read, innermost last.
    private var stack: [Open] = []
    private struct Open {
        var index: Int32
        /// Its last child so far (-1: none yet).
        var lastChild: Int32 = -1
        /// Its place in the spec as `FormatPrinter` sees it (so a cell list is known as it is read).
        var role: FormatRole
        /// A map's: whether its next child is a key, and the role of the value after the last key.
        var nextIsKey = true
        var valueRole: FormatRole = .other
    }
    /// The node whose text ended last (a comment on its line belongs to it), or -1 after the
    /// start of a collection or document.
    private var lastEnded: Int32 = -1
    private var previousEnd = 0
    private var pending: [FormatTree.Line] = []
    /// Every comment, in source order (for the `format off` regions).
    private var comments: [FormatTree.Line] = []
    private var offsets: CharacterOffsets
    private let keepsCellsAsText: Bool
    /// A cell read to its end, kept as text once no comment can join it any more (its dash at `indent`).
    private var finishedCell: (item: Int32, indent: Int)?
    /// The last node of printed cells made (the next cell's text may join it).
    private var lastPrinted: Int32 = -1
    private var cellPrinter = FormatPrinter.forItems()

    private init(source: [UInt8], maxDepth: Int, keepsCellsAsText: Bool) {
        tree = FormatTree(source: source)
        self.maxDepth = maxDepth
        offsets = CharacterOffsets(source)
        previousEnd = offsets.firstByte
        self.keepsCellsAsText = keepsCellsAsText && !Self.mentionsFormatDirective(source)
    }

    /// `expectedNodes`: room made at once (the output read again has the input's nodes), so the
    /// node array is not copied as it grows while the input's tree is held too.
    static func read(_ source: [UInt8], maxDepth: Int = ReaderLimits.default.maxDepth, expectedNodes: Int = 0,
                     keepsCellsAsText: Bool = false) -> Result<FormatTree, FormatProblem> {
        var reader = FormatReader(source: source, maxDepth: maxDepth, keepsCellsAsText: keepsCellsAsText)
        reader.tree.nodes.reserveCapacity(expectedNodes)
        if reader.keepsCellsAsText {
            // The cells' text goes here: room for about the file at once, as growing by doubling would
            // hold the old and the new buffer together (pages never written cost no memory).
            reader.tree.decoded.reserveCapacity(source.count + source.count / 4)
        }
        return source.withUnsafeBufferPointer { buffer in
            YAMLFrontEnd.withParser(reading: buffer) { parser in
                var event = yaml_event_t()
                while true {
                    guard yaml_parser_parse(&parser, &event) != 0 else {
                        let problem = SyntaxProblem(parser, bytes: { source })
                        return .failure(FormatProblem(rule: .syntax, message: problem.text, location: problem.location))
                    }
                    defer { yaml_event_delete(&event) }
                    if let problem = reader.consume(&event) { return .failure(problem) }
                    if event.type == YAML_STREAM_END_EVENT { break }
                }
                reader.markUnformattedRegions()
                return .success(reader.tree)
            }
        } ?? .failure(FormatProblem(rule: .limit, message: "out of memory", location: .start))
    }

    private mutating func consume(_ event: UnsafePointer<yaml_event_t>) -> FormatProblem? {
        let start = offsets.byte(ofCharacter: Int(event.pointee.start_mark.index))
        let end = offsets.byte(ofCharacter: Int(event.pointee.end_mark.index))
        if start > previousEnd { scanGap(previousEnd, start) }
        previousEnd = max(previousEnd, end)
        if let cell = finishedCell, !mayEndOnCellsLine(event.pointee.type) {
            finishedCell = nil
            keepAsText(cell.item, indent: cell.indent)
        }
        switch event.pointee.type {
        case YAML_SCALAR_EVENT:
            let data = event.pointee.data.scalar
            let style: FormatTree.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let index = addNode(.scalar, style: style, start: start, tag: data.tag, anchor: data.anchor)
            setValue(index, UnsafeBufferPointer(start: data.value, count: data.length), start: start, end: end)
            tree.nodes[Int(index)].end = Int32(end)
            if let parent = stack.last, parent.role != .other, tree.nodes[Int(parent.index)].kind == .mapping, !parent.nextIsKey {
                // A key just read: the role of its value (as the printer's `keyRole` finds it).
                stack[stack.count - 1].valueRole = tree.withValue(of: index) { parent.role.child(key: $0) }
            }
            if data.tag != nil || data.anchor != nil, style != .literal, style != .folded {
                // `key: &anchor  # why` with the value on the next line: the comment is inside the event.
                lastEnded = index
                scanGap(start, CommentGap.propertiesEnd(tree.source, from: start, to: end), startsOnNodesLine: true)
            }
            if style == .literal || style == .folded { readBlockScalar(index, start: start, end: end) }
            lastEnded = index
            noteIfCell(index)
        case YAML_ALIAS_EVENT:
            let index = addNode(.alias, style: .plain, start: start, tag: nil, anchor: nil)
            let name = event.pointee.data.alias.anchor
            setValue(index, UnsafeBufferPointer(start: name, count: name.map { strlen($0) } ?? 0), start: -1, end: -1)
            tree.nodes[Int(index)].end = Int32(end)
            lastEnded = index
            noteIfCell(index)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMap = event.pointee.type == YAML_MAPPING_START_EVENT
            let flow = isMap ? event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                             : event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            let role = childRole
            let index = addNode(isMap ? .mapping : .sequence, style: flow ? .flow : .block, start: start,
                                tag: isMap ? event.pointee.data.mapping_start.tag : event.pointee.data.sequence_start.tag,
                                anchor: isMap ? event.pointee.data.mapping_start.anchor : event.pointee.data.sequence_start.anchor)
            stack.append(Open(index: index, role: role))
            // A block collection's start event runs from its properties to its first key or item:
            // a comment after `key: &anchor` is inside it.
            if end > start {
                lastEnded = index
                scanGap(start, end, startsOnNodesLine: tree.nodes[Int(index)].flags & FormatTree.hasProperties != 0)
            }
            if stack.count > maxDepth {
                // Lint's words for the same limit (DocumentBuilder).
                return FormatProblem(rule: .limit, message: "nesting deeper than \(maxDepth) levels (limit maxDepth)",
                                     location: location(event.pointee.start_mark))
            }
            lastEnded = -1
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { break }
            let index = open.index
            let node = tree.nodes[Int(index)]
            if node.style == .flow {
                tree.nodes[Int(index)].end = Int32(end)
                lastEnded = index
            } else {
                tree.nodes[Int(index)].end = open.lastChild >= 0 ? tree.nodes[Int(open.lastChild)].end : node.start
            }
            noteIfCell(index)
        case YAML_DOCUMENT_START_EVENT:
            lastEnded = -1
            if end > start { scanGap(start, end) }
        case YAML_STREAM_END_EVENT:
            tree.endLines = CommentGap.trimmedEnd(pending)
            pending = []
        default:
            break
        }
        return nil
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The role of the node about to be added (a map's key: `.other`, as the printer gives keys).
    private var childRole: FormatRole {
        guard let parent = stack.last else { return tree.roots.isEmpty ? .root : .other }
        if tree.nodes[Int(parent.index)].kind == .sequence { return parent.role.child(key: nil) }
        return parent.nextIsKey ? .other : parent.valueRole
    }

    private mutating func addNode(_ kind: FormatTree.Kind, style: FormatTree.Style, start: Int,
                                  tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        let index = Int32(tree.nodes.count)
        let parent = stack.last?.index ?? -1
        tree.nodes.append(FormatTree.Node(kind: kind, style: style, parent: parent, start: Int32(start)))
        if parent >= 0 {
            let top = stack.count - 1
            let last = stack[top].lastChild
            if last >= 0 { tree.nodes[Int(last)].next = index } else { tree.nodes[Int(parent)].firstChild = index }
            stack[top].lastChild = index
            if tree.nodes[Int(parent)].kind == .mapping {
                // A key's value role is set once the key is read (a key that is no scalar gives `.other`).
                if stack[top].nextIsKey { stack[top].valueRole = .other }
                stack[top].nextIsKey.toggle()
            }
        } else {
            tree.roots.append(index)
        }
        if tag != nil || anchor != nil {
            tree.nodes[Int(index)].flags |= FormatTree.hasProperties
            if let tag { tree.tags[index] = String(cString: tag) }
            if let anchor { tree.anchors[index] = String(cString: anchor) }
        }
        // A map's value (or the root) that is a block list or map without properties starts where
        // its first item or key does: the comments above belong to that item or key (they stay
        // above it when keys are reordered). A list item's stay with the item.
        let startsAtFirstChild = (kind == .sequence || kind == .mapping) && style == .block && tag == nil && anchor == nil
            && (parent < 0 || tree.nodes[Int(parent)].kind == .mapping)
        // The file's first comments, when a blank line parts them from the first key, are its
        // header: they stay at the top whatever key comes first.
        if startsAtFirstChild, parent < 0, let blank = pending.lastIndex(where: \.isBlank), pending[..<blank].contains(where: { !$0.isBlank }) {
            tree.leading[index] = Array(pending[...blank])
            tree.nodes[Int(index)].flags |= FormatTree.hasLeading
            pending.removeFirst(blank + 1)
        }
        if !pending.isEmpty, !startsAtFirstChild {
            tree.leading[index] = pending
            tree.nodes[Int(index)].flags |= FormatTree.hasLeading
            if pending.contains(where: { !$0.isBlank }) { markCommentInside(above: index) }
            pending = []
        }
        return index
    }

    /// A list item just read to its end: when it is a cell, it is kept as text once no comment can join it.
    private mutating func noteIfCell(_ index: Int32) {
        guard keepsCellsAsText, let list = stack.last, list.role == .cells, tree.nodes[Int(list.index)].kind == .sequence else { return }
        // Every level of the structure is written in block style, two spaces deeper than the one above.
        finishedCell = (index, 2 * (stack.count - 1))
    }

    /// Whether a comment on the line where the last node ended may still come after this event:
    /// the end of a block list or map (libyaml puts it at the next token, past such comments) or
    /// of a document. Any other event starts a node or ends a flow collection: a comment after
    /// it is that node's.
    private func mayEndOnCellsLine(_ type: yaml_event_type_t) -> Bool {
        if type == YAML_DOCUMENT_END_EVENT { return true }
        guard type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT, let open = stack.last else { return false }
        return tree.nodes[Int(open.index)].style == .block
    }

    /// Writes a finished cell as `FormatPrinter` writes it in place and keeps only that text: its
    /// nodes (the last ones of the tree), their decoded values and side-table entries are dropped,
    /// and one `printed` node holds the text, joined to the previous cell's when they are neighbours.
    /// The text stays in the source when the source holds it already (a cell already canonical),
    /// else it goes to `decoded`.
    private mutating func keepAsText(_ item: Int32, indent: Int) {
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
    private static func mentionsFormatDirective(_ source: [UInt8]) -> Bool {
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

    /// The value as the source has it when it is the same bytes (most plain scalars), else a copy.
    private mutating func setValue(_ index: Int32, _ value: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        if start >= 0, end - start == value.count, tree.nodes[Int(index)].style == .plain,
           tree.source.withUnsafeBufferPointer({ bytesEqual(UnsafeBufferPointer(rebasing: $0[start..<end]), value) }) {
            tree.nodes[Int(index)].valueStart = Int32(start)
            tree.nodes[Int(index)].valueCount = Int32(value.count)
            tree.nodes[Int(index)].flags |= FormatTree.valueInSource
            return
        }
        tree.nodes[Int(index)].valueStart = Int32(tree.decoded.count)
        tree.nodes[Int(index)].valueCount = Int32(value.count)
        tree.decoded.append(contentsOf: value)
    }

    /// Every ancestor of `index` holds a comment (written in block style, so the comment has its line).
    private mutating func markCommentInside(above index: Int32) {
        var current = tree.nodes[Int(index)].parent
        while current >= 0, tree.nodes[Int(current)].flags & FormatTree.commentInside == 0 {
            tree.nodes[Int(current)].flags |= FormatTree.commentInside
            current = tree.nodes[Int(current)].parent
        }
    }

    /// `startsOnNodesLine`: the gap begins with the node's own anchor or tag, so a comment on that
    /// line ends the node's line (even at the file's start).
    private mutating func scanGap(_ start: Int, _ end: Int, startsOnNodesLine: Bool = false) {
        var found: [CommentGap.Item] = []
        CommentGap.scan(tree.source, from: start, to: end, startsOnNodesLine: startsOnNodesLine, into: &found)
        for item in found {
            switch item {
            case .trailing(let line):
                comments.append(line)
                if lastEnded >= 0 {
                    addTrailing(line, to: lastEnded)
                } else {
                    pending.append(line)
                }
            case .ownLine(let line):
                comments.append(line)
                pending.append(line)
            case .blank:
                if let last = pending.last, last.isBlank { continue }
                pending.append(FormatTree.Line(start: Int32(end), end: Int32(end)))
            }
        }
    }

    private mutating func addTrailing(_ line: FormatTree.Line, to index: Int32) {
        tree.trailing[index, default: []].append(line)
        tree.nodes[Int(index)].flags |= FormatTree.hasTrailing
        markCommentInside(above: index)
    }

    /// A block scalar's body as the source has it (to write its lines again at another
    /// indentation), its header comment, and whether blank lines follow it.
    private mutating func readBlockScalar(_ index: Int32, start: Int, end: Int) {
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

    /// `# listspec:format off` to the next `# listspec:format on` (or the end): whole lines, widened
    /// to the end of every node (and map value) that starts inside; those nodes are written as they stand.
    private mutating func markUnformattedRegions() {
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

/// libyaml's marks count characters; the formatter works on bytes. Events come in order, so
/// one cursor walks forward through the text (a file of ASCII maps one to one).
struct CharacterOffsets {
    private let source: [UInt8]
    private let isASCII: Bool
    /// After a UTF-8 byte order mark, which libyaml does not count.
    let firstByte: Int
    private var byte: Int
    private var character = 0

    init(_ source: [UInt8]) {
        self.source = source
        firstByte = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        byte = firstByte
        isASCII = source.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { bytesAreASCII($0, buffer.count) } ?? true }
    }

    mutating func byte(ofCharacter index: Int) -> Int {
        if isASCII { return min(index + firstByte, source.count) }
        if index < character {
            byte = firstByte
            character = 0
        }
        while character < index, byte < source.count {
            byte += 1
            while byte < source.count, source[byte] & 0xC0 == 0x80 { byte += 1 }
            character += 1
        }
        return byte
    }
}
