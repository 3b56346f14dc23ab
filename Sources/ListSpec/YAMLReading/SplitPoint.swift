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
    private static let block = 1 << 20

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
        let start = Int(Double(size) * share)
        guard let bytes = readBytes(file, at: start - 1, count: window) else { return nil }
        guard let (lineStart, depth) = firstItemLine(in: bytes, columns: itemColumns) else { return nil }
        guard let prefix = Prefix(levels: Array(levels[...depth])) else { return nil }
        return SplitParse.Plan(offset: start - 1 + lineStart, levels: Array(levels[...depth]), prefix: prefix.bytes,
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

    /// The 0-based line libyaml gives the byte at `offset` (a line start), or nil when the bytes before
    /// hold a line break other than LF and CR LF (lone CR, NEL, LS, PS), which libyaml counts too.
    static func lineNumber(ofOffset offset: Int, file: OpenFile) -> Int? {
        var lines = 0
        var position = 0
        var buffer = [UInt8](repeating: 0, count: block)
        var previous: (UInt8, UInt8) = (0, 0)
        while position < offset {
            let count = min(block, offset - position)
            guard read(file, at: position, count: count, into: &buffer) == count else { return nil }
            let clean: Bool = buffer.withUnsafeBufferPointer { bytes in
                let counted = countLineFeeds(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[..<count]))
                lines += counted.feeds
                return !counted.mayHoldOtherBreaks || !hasOtherBreak(UnsafeBufferPointer(rebasing: bytes[..<count]), before: previous)
            }
            guard clean else { return nil }
            previous = count >= 2 ? (buffer[count - 2], buffer[count - 1]) : (previous.1, buffer[0])
            position += count
        }
        return lines
    }

    /// Line feeds in `bytes`, and whether they hold a byte another line break starts or ends with
    /// (CR, 0x85, 0xA8, 0xA9), sixteen bytes at a time: this runs over half of a large file.
    static func countLineFeeds(_ bytes: UnsafeRawBufferPointer) -> (feeds: Int, mayHoldOtherBreaks: Bool) {
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A), carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        let nextLine = SIMD16<UInt8>(repeating: 0x85), lineSeparatorEnd = SIMD16<UInt8>(repeating: 0xA8)
        let paragraphSeparatorEnd = SIMD16<UInt8>(repeating: 0xA9)
        var feeds = 0
        var unusual = SIMD16<UInt8>()
        var i = 0
        while i + 16 <= bytes.count {
            // Each lane counts the line feeds it sees, up to 255, before the lanes are summed.
            var lanes = SIMD16<UInt8>()
            let end = min(bytes.count - 16, i + 254 * 16)
            while i <= end {
                let chunk = bytes.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                lanes &-= Self.lanes(chunk .== lineFeed)
                unusual |= Self.lanes(chunk .== carriageReturn .| chunk .== nextLine .| chunk .== lineSeparatorEnd .| chunk .== paragraphSeparatorEnd)
                i &+= 16
            }
            feeds += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        var otherBreak = unusual != SIMD16()
        while i < bytes.count {
            let byte = bytes[i]
            feeds += byte == 0x0A ? 1 : 0
            otherBreak = otherBreak || byte == 0x0D || byte == 0x85 || byte == 0xA8 || byte == 0xA9
            i += 1
        }
        return (feeds, otherBreak)
    }

    /// A comparison's lanes as bytes: 0xFF where it holds, 0 elsewhere.
    @inline(__always)
    private static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
        unsafeBitCast(mask, to: SIMD16<UInt8>.self)
    }

    /// A lone CR, NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9) in `bytes`, given the two bytes before them
    /// (a CR at the very end counts as lone: the next byte is not at hand).
    private static func hasOtherBreak(_ bytes: UnsafeBufferPointer<UInt8>, before: (UInt8, UInt8)) -> Bool {
        func byte(_ i: Int) -> UInt8 { i >= 0 ? bytes[i] : (i == -1 ? before.1 : before.0) }
        for i in bytes.indices {
            switch bytes[i] {
            case 0x0D:
                if i + 1 == bytes.count || bytes[i + 1] != 0x0A { return true }
            case 0x85:
                if byte(i - 1) == 0xC2 { return true }
            case 0xA8, 0xA9:
                if byte(i - 1) == 0x80, byte(i - 2) == 0xE2 { return true }
            default:
                break
            }
        }
        return false
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
