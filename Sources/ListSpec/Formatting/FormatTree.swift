/// A YAML file as `listspec format` reads it: every node as libyaml gave it (style, tag, anchor,
/// alias, the scalar's value as written or decoded), plus what libyaml drops: the comments and
/// blank lines between the nodes, carried to the node they belong to. Nodes live in one flat
/// array linked by index (no allocation per node; 32 bytes each, what the reader needs only while
/// a collection is open stays on its stack); rare things (tags, anchors, comments) sit in side
/// tables.
struct FormatTree {
    /// `printed`: items of a cell list that `FormatReader` wrote as soon as they were read (their
    /// nodes dropped): the value is their text, as `FormatPrinter` writes them in place.
    enum Kind: UInt8 { case scalar, sequence, mapping, alias, printed }
    enum Style: UInt8 { case plain, singleQuoted, doubleQuoted, literal, folded, block, flow }

    struct Node {
        var kind: Kind
        var style: Style
        /// `hasCommentInside`, `hasBlockScalarInside` ... (see the statics below).
        var flags: UInt8 = 0
        var parent: Int32
        var firstChild: Int32 = -1
        var next: Int32 = -1
        /// A scalar's value (an alias's anchor name, printed items' text): a range of `source` when the value is its
        /// source text as it stands, else of `decoded` (`valueInSource` tells which).
        var valueStart: Int32 = 0
        var valueCount: Int32 = 0
        /// The node's first and last byte + 1 in `source`.
        var start: Int32
        var end: Int32 = 0
    }

    static let commentInside: UInt8 = 1
    static let blockScalarInside: UInt8 = 2
    static let valueInSource: UInt8 = 4
    static let hasProperties: UInt8 = 8
    static let hasLeading: UInt8 = 16
    static let hasTrailing: UInt8 = 32
    /// Inside a `# listspec:format off` region (written as the source has it).
    static let unformatted: UInt8 = 64
    /// A block list or map with comment lines at its end (`closing`).
    static let hasClosing: UInt8 = 128

    /// One line above a node: a comment (its text in `source`) or a blank line (an empty range).
    struct Line: Equatable {
        var start: Int32
        var end: Int32
        var isBlank: Bool { start == end }
    }

    var source: [UInt8]
    var nodes: [Node] = []
    var decoded: [UInt8] = []
    /// Tag and anchor of the nodes that have one.
    var tags: [Int32: String] = [:]
    var anchors: [Int32: String] = [:]
    /// Comment lines (and blank lines) above a node, and the comment at the end of its line.
    var leading: [Int32: [Line]] = [:]
    var trailing: [Int32: [Line]] = [:]
    /// Comment lines (each with the blank line above it) at the end of a block list or map, inside
    /// it: its last lines (a commented-out last key or item).
    var closing: [Int32: [Line]] = [:]
    /// A block scalar's header comment (`text: |  # why`) is in `trailing`; its indicator text here.
    var blockHeaders: [Int32: BlockScalarSource] = [:]
    /// The roots of the documents, in order.
    var roots: [Int32] = []
    /// Comments after the last node.
    var endLines: [Line] = []
    /// `# listspec:format off` ... `on` regions: whole lines of `source`, kept byte for byte.
    var unformattedRegions: [Range<Int32>] = []

    init(source: [UInt8]) { self.source = source }

    /// A block scalar's lines in the source, for writing them again at another indentation.
    struct BlockScalarSource {
        /// The first byte after the header line's break, and the end of the scalar.
        var bodyStart: Int32
        var bodyEnd: Int32
        /// Spaces before the content in the source.
        var contentIndent: Int32
        /// Blank lines in the source after the content that are not part of the value (clip, strip).
        var blankAfter: Bool
    }

    /// `body` with a scalar's value (an alias's name).
    func withValue<Result>(of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let node = nodes[Int(index)]
        let range = Int(node.valueStart)..<Int(node.valueStart + node.valueCount)
        if node.flags & Self.valueInSource != 0 {
            return source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return decoded.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The value's bytes, copied (for the rare places that keep one).
    func valueBytes(of index: Int32) -> [UInt8] { withValue(of: index) { Array($0) } }

    /// How many children a list or map has (a map's keys and values).
    func childCount(of index: Int32) -> Int {
        var count = 0
        var current = nodes[Int(index)].firstChild
        while current >= 0 {
            count += 1
            current = nodes[Int(current)].next
        }
        return count
    }

    /// The children in order (a map's: key, value, key, value ...).
    func children(of index: Int32) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(childCount(of: index))
        var current = nodes[Int(index)].firstChild
        while current >= 0 {
            result.append(current)
            current = nodes[Int(current)].next
        }
        return result
    }

    func flags(_ index: Int32) -> UInt8 { nodes[Int(index)].flags }

    /// A node's tag and anchor (the tables are looked in only for the few nodes that have one).
    func tag(_ index: Int32) -> String? { nodes[Int(index)].flags & Self.hasProperties != 0 ? tags[index] : nil }
    func anchor(_ index: Int32) -> String? { nodes[Int(index)].flags & Self.hasProperties != 0 ? anchors[index] : nil }

    func text(_ line: Line) -> ArraySlice<UInt8> { source[Int(line.start)..<Int(line.end)] }
}
