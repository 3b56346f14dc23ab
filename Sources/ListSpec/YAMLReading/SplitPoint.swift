import ListSpecRuntime
import CYaml

/// Chooses where a second parser starts in a large YAML file (see `SplitParse`): the first line past
/// the middle that looks like the next item of one of the block sequences open early in the file.
/// A wrong guess costs only speed: the join checks it against what the first reader really saw.
enum SplitPoint {
    /// Where the search starts, as a share of the file: the middle of what is left once the first reader
    /// has read the part that starts the second parser (`startShare`), so both halves end about together.
    static let share = (1 + startShare) / 2
    /// How much of the file the first reader reads before the second parser starts: early enough to leave
    /// the second parser the rest of the first half, late enough to see the file's shape.
    static let startShare = 1.0 / 64
    private static let window = 1 << 18

    /// Where the search for the second parser's line starts: the line is after it (the lines before it
    /// can be counted before the plan is made).
    static func searchStart(size: Int) -> Int { Int(Double(size) * share) - 1 }

    static func plan(file: OpenFile, size: Int, levels: [DocumentBuilder.CollectionLevel]) -> SplitParse.Plan? {
        guard size >= SplitParse.minimumSize, !levels.isEmpty else { return nil }
        // libyaml reads UTF-16 when the file starts with its byte order mark: the middle alone could not tell.
        guard let head = readBytes(file, at: 0, count: 2), head.count == 2,
              head != [0xFE, 0xFF], head != [0xFF, 0xFE] else { return nil }
        // The sequences a line can continue: block style, inside block collections without anchors or tags.
        var itemColumns: [UInt32: Int] = [:]
        for (depth, level) in levels.enumerated() {
            guard level.isPlainBlock else { break }
            if !level.isMapping, itemColumns[level.column] == nil { itemColumns[level.column] = depth }
        }
        guard !itemColumns.isEmpty else { return nil }
        let start = searchStart(size: size)
        guard let bytes = readBytes(file, at: start, count: window) else { return nil }
        guard let (lineStart, depth) = firstItemLine(in: bytes, columns: itemColumns) else { return nil }
        guard let prefix = Prefix(levels: Array(levels[...depth])) else { return nil }
        return SplitParse.Plan(offset: start + lineStart, levels: Array(levels[...depth]), prefix: prefix.bytes,
                               prefixLines: prefix.lines, prefixEvents: prefix.events)
    }

    /// The first line start (after a line feed) whose line is `-`, a space and a node at one of the
    /// columns, with the depth of the outermost sequence at that column among all lines in the bytes.
    static func firstItemLine(in bytes: [UInt8], columns: [UInt32: Int]) -> (lineStart: Int, depth: Int)? {
        let outermost = columns.values.min()
        var found: (lineStart: Int, depth: Int)?
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x0A else { i += 1; continue }
            i += 1
            var spaces = 0
            while i + spaces < bytes.count, bytes[i + spaces] == 0x20 { spaces += 1 }
            let dash = i + spaces
            guard dash + 2 < bytes.count, bytes[dash] == UInt8(ascii: "-"), bytes[dash + 1] == 0x20,
                  ![0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: "#")].contains(bytes[dash + 2]),
                  let depth = columns[UInt32(spaces + 1)] else { continue }
            // Prefer the outermost sequence: its items are whole subtrees.
            if found.map({ depth < $0.depth }) ?? true { found = (i, depth) }
            if depth == outermost { break }
        }
        return found
    }

    private static func readBytes(_ file: OpenFile, at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        guard let filled = read(file, at: offset, count: count, into: &bytes) else { return nil }
        bytes.removeLast(count - filled)
        return bytes
    }

    /// Reads `count` bytes at `offset` into the start of `buffer`; fewer only at the end of the file.
    private static func read(_ file: OpenFile, at offset: Int, count: Int, into buffer: inout [UInt8]) -> Int? {
        guard count <= buffer.count else { return nil }
        return buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress.flatMap { file.read(into: $0, count: count, at: offset) }
        }
    }
}

/// YAML text that opens block collections of the given kinds at the given columns, each but the
/// last holding the next, the last a sequence that the file's line then continues (`k:\n  - `).
struct Prefix {
    var bytes: [UInt8] = []
    var lines = 0
    var events: [(type: yaml_event_type_t, column: Int?)] = [(YAML_STREAM_START_EVENT, nil), (YAML_DOCUMENT_START_EVENT, nil)]

    init?(levels: [DocumentBuilder.CollectionLevel]) {
        guard let last = levels.last, !last.isMapping else { return nil }
        var lineLength = 0
        for level in levels.dropLast() {
            let column = Int(level.column) - 1
            if lineLength != column || lineLength == 0 {
                if lineLength > 0 { newline() }
                bytes += Array(repeating: 0x20, count: column)
            }
            if level.isMapping {
                bytes += Array("k:".utf8)
                newline()
                lineLength = 0
                events += [(YAML_MAPPING_START_EVENT, column), (YAML_SCALAR_EVENT, nil)]
            } else {
                bytes += Array("- ".utf8)
                lineLength = column + 2
                events.append((YAML_SEQUENCE_START_EVENT, column))
            }
        }
        if lineLength > 0 { newline() }
        events.append((YAML_SEQUENCE_START_EVENT, Int(last.column) - 1))
    }

    private mutating func newline() {
        bytes.append(0x0A)
        lines += 1
    }
}
