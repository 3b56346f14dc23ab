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

    /// A rule check's finding (each rule's file in the runtime's Rules/), as the formatter refuses the file with it.
    init(_ draft: FindingDraft, at location: SourceLocation) {
        rule = draft.rule
        message = draft.message
        self.location = location
    }
}

/// Reads a YAML file into a `FormatTree`: libyaml's events give the nodes and their places, and
/// the bytes between two events (never inside a scalar, so a `#` in a quoted or block scalar is
/// never taken for a comment) give the comments and blank lines (`CommentGap`): one at the end of a
/// node's line is that node's, one on a line of its own goes above the next node, or to the end of
/// the block its indentation puts it in (`keepClosingComments`).
///
/// `keepsCellsAsText`: each finished cell (an item of a `cells` list, written in block style,
/// one item after the other, whatever the rest of the file holds) is written at once as
/// `FormatPrinter` writes it in place, and only its text is kept (`FormatTree.Kind.printed`): the
/// tree of a 100,000-cell spec then holds its sections, not its cells. A cell whose text could
/// depend on something outside it stays a tree: one with an anchor, tag or alias (the key order
/// of the maps above looks for those), and every cell of a file that mentions
/// `listspec:format` (a `format off` region is marked once the whole file is read).
struct FormatReader {
    var tree: FormatTree
    private let maxDepth: Int
    /// The lists and maps being read, innermost last.
    var stack: [Open] = []
    struct Open {
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
    var lastEnded: Int32 = -1
    private var previousEnd = 0
    var pending: [FormatTree.Line] = []
    /// Every comment, in source order (for the `format off` regions).
    var comments: [FormatTree.Line] = []
    private var offsets: CharacterOffsets
    let keepsCellsAsText: Bool
    /// A cell read to its end, kept as text once no comment can join it any more (its dash at `indent`).
    var finishedCell: (item: Int32, indent: Int)?
    /// The last node of printed cells made (the next cell's text may join it).
    var lastPrinted: Int32 = -1
    var cellPrinter = FormatPrinter.forItems()

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
                        return .failure(FormatProblem(SyntaxCheck.finding(problem.text), at: problem.location))
                    }
                    defer { yaml_event_delete(&event) }
                    if let problem = reader.consume(&event) { return .failure(problem) }
                    if event.type == YAML_STREAM_END_EVENT { break }
                }
                reader.markUnformattedRegions()
                return .success(reader.tree)
            }
        } ?? .failure(FormatProblem(LimitCheck.outOfMemory(whileReading: false), at: .start))
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
                // Lint's finding for the same limit.
                return FormatProblem(LimitCheck.depth(maxDepth), at: location(event.pointee.start_mark))
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
                // The event is at the next token, past the comments between.
                if !pending.isEmpty { keepClosingComments(of: index, nextColumn: Int(event.pointee.start_mark.column)) }
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
    mutating func markCommentInside(above index: Int32) {
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

    mutating func addTrailing(_ line: FormatTree.Line, to index: Int32) {
        tree.trailing[index, default: []].append(line)
        tree.nodes[Int(index)].flags |= FormatTree.hasTrailing
        markCommentInside(above: index)
    }
}
