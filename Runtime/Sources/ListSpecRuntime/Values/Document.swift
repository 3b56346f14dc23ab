/// A parsed YAML or JSON document, stored flat: one record per node, the
/// children of collections in one shared array, scalar text in one byte buffer.
/// Aliases are references to the anchored node, never copies.
///
/// SPI, not `package`: Swift 6.3 never inlines a package type's members into another module,
/// even `@inlinable` ones, and module ListSpec reads records in its hot loops (`JSONWriter`).
/// As `@_spi(DocumentStorage) public` types their `@inlinable` members inline there (what that
/// saves: Docs/Benchmarks.md); an app sees none of this unless it imports the SPI.
@_spi(DocumentStorage) public final class Document: @unchecked Sendable {
    @_spi(DocumentStorage) public enum Kind: UInt8, Sendable {
        case null, bool, int, float, string, sequence, mapping

        /// Spelled out: other modules then call them directly, not through the Equatable witness.
        @inlinable @inline(__always)
        public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue == rhs.rawValue }
        @inlinable @inline(__always)
        public static func != (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue != rhs.rawValue }
    }

    /// 10 bytes per node: the line as a distance (see `LineTable`), the column sharing a word
    /// with the kind and flags, and one payload word that says the rest (see `RecordPayload`):
    /// a bool or an integer that fits 32 bits is the word itself; a string's length and bytes,
    /// a wider number's 8 bytes, are in the text at that offset; a collection's slot count and
    /// slots are in the children. Five 16-bit words, so no padding rounds the size up to 12.
    @_spi(DocumentStorage) public struct Record: BitwiseCopyable {
        /// The line's distance from its block's first line (see `LineTable`); set as the record is stored.
        package var lineDelta: UInt16 = 0
        @usableFromInline var packedHalves: HalfWords
        @usableFromInline var payloadHalves: HalfWords

        @usableFromInline package static let maxColumn: UInt32 = (1 << 26) - 1

        @inlinable
        package init(column: UInt32, kind: Kind, payload: UInt32, overflow: Bool = false, isMergeKey: Bool = false,
                     isQuoted: Bool = false, isWide: Bool = false, isBeyondFloatRange: Bool = false) {
            let packed = min(column, Record.maxColumn) | (isQuoted || isWide || isBeyondFloatRange ? 1 << 26 : 0) | UInt32(kind.rawValue) << 27
                | (overflow ? 1 << 30 : 0) | (isMergeKey ? 1 << 31 : 0)
            packedHalves = HalfWords(packed)
            payloadHalves = HalfWords(payload)
        }

        /// Bits 0-25: column (saturating); 26: a quoted string, an integer kept in the text, a float
        /// beyond its range, or a mapping that keeps only its keys (see `RecordPayload.MapSlots`); 27-29: kind; 30: overflow; 31: merge key.
        @inlinable var packed: UInt32 {
            get { packedHalves.value }
            set { packedHalves = HalfWords(newValue) }
        }

        /// What the payload is depends on the kind (see above).
        @inlinable
        package var payload: UInt32 {
            get { payloadHalves.value }
            set { payloadHalves = HalfWords(newValue) }
        }

        /// Where the payload points: into the text, into the children, or nowhere (it is the value).
        @inlinable
        package var payloadPlace: PayloadPlace {
            let kind = UInt8(truncatingIfNeeded: packed >> 27 & 7)
            if kind >= Kind.sequence.rawValue { return .children }
            if kind == Kind.string.rawValue || kind == Kind.float.rawValue { return .text }
            if kind == Kind.int.rawValue, packed & (1 << 30 | 1 << 26) != 0 { return .text }
            return .inline
        }

        @_spi(DocumentStorage) public enum PayloadPlace { case inline, text, children }

        /// Moves the record behind other storage: its offset into the children or the text grows by theirs.
        @inlinable @inline(__always)
        package mutating func shift(children: UInt32, text: UInt32) {
            switch payloadPlace {
            case .children: payload &+= children
            case .text: payload &+= text
            case .inline: break
            }
        }

        @inlinable
        package var column: UInt32 { packed & Record.maxColumn }
        @inlinable @inline(__always)
        package var kind: Kind { Kind(rawValue: UInt8(packed >> 27 & 7)) ?? .null }
        /// A scalar whose text would be an integer past Int64: an error the decoder reports.
        @inlinable
        package var overflow: Bool { packed & 1 << 30 != 0 }
        /// A plain, untagged `<<` key in YAML.
        @inlinable
        package var isMergeKey: Bool { packed & 1 << 31 != 0 }
        /// A string written in quotes (its location is the opening quote).
        @inlinable
        package var isQuoted: Bool { packed & 1 << 26 != 0 && kind == .string }
        /// An integer within Int64 whose 8 bytes are in the text (it does not fit 32 bits).
        @inlinable
        package var isWide: Bool { packed & 1 << 26 != 0 && kind == .int }
        /// A float written with digits that no 64-bit float holds (`1e400`, kept as infinity): an
        /// error the decoder reports in a viewModel. YAML's `.inf` is infinity on purpose.
        @inlinable
        package var isBeyondFloatRange: Bool { packed & 1 << 26 != 0 && kind == .float }
        /// A mapping whose every value is the node right after its key: its slots are its keys.
        @inlinable
        package var isCompactMapping: Bool { packed & 1 << 26 != 0 && kind == .mapping }

        /// Moves the record along its line (a fix changed the length of a token before it there).
        @inlinable
        package mutating func move(toColumn column: UInt32) { packed = packed & ~Record.maxColumn | min(column, Record.maxColumn) }

        /// Marks a mapping whose slots were reduced to its keys.
        @inlinable
        package mutating func markCompactMapping() { packed |= 1 << 26 }
        /// A value the record holds whole (null, a bool, an integer that fits 32 bits): comparing it reads no more memory.
        package var isInline: Bool {
            if case .inline = payloadPlace { return true }
            return false
        }
    }

    package let records: StoredValues<Record>
    /// The records' lines.
    package let lines: LineTable
    /// Collections' slots, each collection's count first: sequences their items, mappings their pairs (see `RecordPayload`).
    package let children: StoredValues<Int32>
    package let text: StoredValues<UInt8>
    /// Whether any integer literal did not fit Int64, or any float literal a Double (lets the decoder skip looking).
    package let hasOverflowingNumbers: Bool
    /// Each node's `ContentDigest` (stored form), for a document written in code or decoded
    /// with a `Decoder`; empty for a file's (lint reads most files once and never compares them).
    package let digests: [UInt32]
    private let rootIndex: Int32?

    /// The top-level node, when the document has one.
    package var root: Node? { rootIndex.map { Node(document: self, index: $0) } }

    package convenience init(records: [Record] = [], lines: LineTable = LineTable(), children: [Int32] = [], text: [UInt8] = [],
                             root: Int32? = nil, hasOverflowingNumbers: Bool = false, digests: [UInt32] = []) {
        self.init(records: StoredValues(records), lines: lines, children: StoredValues(children), text: StoredValues(text), root: root,
                  hasOverflowingNumbers: hasOverflowingNumbers, digests: digests)
    }

    package init(records: StoredValues<Record>, lines: LineTable, children: StoredValues<Int32>, text: StoredValues<UInt8>, root: Int32?,
                 hasOverflowingNumbers: Bool, digests: [UInt32] = []) {
        self.records = records
        self.lines = lines
        self.children = children
        self.text = text
        self.rootIndex = root
        self.hasOverflowingNumbers = hasOverflowingNumbers
        self.digests = digests
    }

    /// Another handle on the same storage. Every node holds its document: threads that each read
    /// through their own twin do not take turns at one reference count's cache line.
    package func twin() -> Document {
        Document(records: records, lines: lines, children: children, text: text, root: rootIndex,
                 hasOverflowingNumbers: hasOverflowingNumbers, digests: digests)
    }

    /// A node of this document: a cheap handle (document and index).
    package struct Node: Sendable {
        package let document: Document
        package let index: Int32

        @inline(__always)
        package var record: Record { document.records[Int(index)] }

        @inline(__always)
        package var kind: Kind { record.kind }
        @inline(__always)
        package var location: SourceLocation {
            let r = record
            return SourceLocation(line: Int(document.lines.line(ofRecord: Int(index), delta: r.lineDelta)), column: Int(r.column))
        }
        package var isNull: Bool { kind == .null }
        /// A string written in quotes: text positions inside it start one column after its location.
        package var isQuoted: Bool { record.isQuoted }
        /// True for a plain integer too large for Int64.
        package var isOverflowingInteger: Bool { record.overflow }
        package var isBeyondFloatRange: Bool { record.isBeyondFloatRange }

        package var bool: Bool? { let r = record; return r.kind == .bool ? r.payload != 0 : nil }
        package var int: Int64? {
            let r = record
            guard r.kind == .int, !r.overflow else { return nil }
            return Int64(bitPattern: document.text.withUnsafeBufferPointer { RecordPayload.bits(of: r, in: $0) })
        }
        package var double: Double? {
            let r = record
            guard r.kind == .float else { return nil }
            return Double(bitPattern: document.text.withUnsafeBufferPointer { RecordPayload.bits(of: r, in: $0) })
        }
        /// The text of a string scalar (also of an overflowing integer).
        package var string: String? {
            guard let range = textRange else { return nil }
            return document.text.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            }
        }
        /// Compares a string scalar's bytes with `other` without making a String.
        package func stringEquals(_ other: StaticString) -> Bool {
            let r = record
            guard r.kind == .string else { return false }
            return document.text.withUnsafeBufferPointer { buffer in
                let range = RecordPayload.stringRange(at: r.payload, in: buffer)
                guard range.count == other.utf8CodeUnitCount, let base = buffer.baseAddress else { return false }
                return memcmpEqual(base + range.lowerBound, other.utf8Start, range.count)
            }
        }
        /// Where a string's (or an overflowing integer's) bytes are in the document's text.
        package var textRange: Range<Int>? {
            let r = record
            guard r.kind == .string || r.overflow else { return nil }
            return document.text.withUnsafeBufferPointer { RecordPayload.stringRange(at: r.payload, in: $0) }
        }

        package var count: Int {
            switch kind {
            case .sequence: return slots.count
            case .mapping: return pairs.count
            default: return 0
            }
        }
        /// Where a collection's slots are in the document's children (empty for a scalar).
        private var slots: Range<Int> {
            let r = record
            guard r.kind == .sequence || r.kind == .mapping else { return 0..<0 }
            return document.children.withUnsafeBufferPointer { RecordPayload.slots(of: r, in: $0) }
        }
        /// The items of a sequence (a view: nothing is copied).
        package var items: Items {
            let slots = kind == .sequence ? self.slots : 0..<0
            return Items(document: document, start: slots.lowerBound, count: slots.count)
        }
        /// The key/value pairs of a mapping, in source order (merged keys after explicit ones).
        package var pairs: Pairs {
            let r = record
            guard r.kind == .mapping else { return Pairs(document: document, slots: .init(start: 0, count: 0, isCompact: false)) }
            return Pairs(document: document, slots: document.children.withUnsafeBufferPointer { RecordPayload.mapSlots(of: r, in: $0) })
        }
        /// The text a scalar key reads as (strings, numbers, bools and null as written).
        package var keyText: String { document.scalarText(index) }
    }
}

extension Document {
    /// A sequence's items, read in place.
    package struct Items: RandomAccessCollection, Sendable {
        let document: Document
        let start: Int
        package let count: Int
        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package subscript(position: Int) -> Node { Node(document: document, index: document.children[start + position]) }
        /// The index of the item at `position`, with no node made (a node counts its document up and down).
        package func index(at position: Int) -> Int32 { document.children[start + position] }
    }

    /// A mapping's key/value pairs, read in place.
    package struct Pairs: RandomAccessCollection, Sendable {
        let document: Document
        let slots: RecordPayload.MapSlots
        package var startIndex: Int { 0 }
        package var endIndex: Int { slots.count }
        package subscript(position: Int) -> (key: Node, value: Node) {
            document.children.withUnsafeBufferPointer { children in
                (Node(document: document, index: slots.key(position, in: children)),
                 Node(document: document, index: slots.value(position, in: children)))
            }
        }
    }
}

/// A 32-bit word kept as two 16-bit halves: aligned to 2, so a record of five halves is 10 bytes.
@usableFromInline
struct HalfWords: BitwiseCopyable {
    @usableFromInline var low: UInt16
    @usableFromInline var high: UInt16

    @inlinable init(_ value: UInt32) {
        low = UInt16(truncatingIfNeeded: value)
        high = UInt16(truncatingIfNeeded: value >> 16)
    }

    @inlinable var value: UInt32 { UInt32(low) | UInt32(high) << 16 }
}

/// Whether two byte ranges are equal, eight bytes at a time (the runtime has no libc `memcmp`):
/// the last word overlaps the one before it, so no byte is compared alone past the fourth.
@inline(__always)
package func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
    if count >= 8 {
        var i = 0
        while i &+ 8 < count {
            if x.loadUnaligned(fromByteOffset: i, as: UInt64.self) != y.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i &+= 8
        }
        return x.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }
    if count >= 4 {
        return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
            && x.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self) == y.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
    }
    var i = 0
    while i < count {
        if a[i] != b[i] { return false }
        i &+= 1
    }
    return true
}

/// Whether two byte buffers hold the same bytes.
@inline(__always)
package func bytesEqual(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    guard x.count == y.count else { return false }
    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
    return memcmpEqual(p, q, x.count)
}

/// Whether `text` is exactly the bytes of `name` (a key compared with a known key, no String made).
@inline(__always)
package func bytesSpell(_ text: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard text.count == name.utf8CodeUnitCount else { return false }
    guard let base = text.baseAddress else { return true }
    return memcmpEqual(base, name.utf8Start, text.count)
}

/// Whether `count` bytes are all ASCII (keys are short; this runs per pair of keys compared):
/// two overlapping loads cover up to twice their width, so a key costs a few instructions.
package func bytesAreASCII(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let raw = UnsafeRawPointer(bytes)
    switch count {
    case 0: return true
    case 1: return bytes[0] < 0x80
    case 2..<4: return (raw.loadUnaligned(as: UInt16.self) | raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) & 0x8080 == 0
    case 4..<8:
        return (raw.loadUnaligned(as: UInt32.self) | raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) & 0x8080_8080 == 0
    default:
        var i = 0
        while i + 8 < count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        return raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    }
}

/// Whether two keys' UTF-8 bytes are the same text as Swift compares Strings, where the bytes can
/// tell: the same bytes are; different bytes, all ASCII, are not (only non-ASCII text can be joined
/// by Unicode canonical equivalence, "é" and "e\u{301}"). Nil: compare the Strings.
@inline(__always)
package func sameTextByBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let p = x.baseAddress, let q = y.baseAddress else { return x.count == y.count ? true : nil }
    if x.count == y.count, memcmpEqual(p, q, x.count) { return true }
    return bytesAreASCII(p, x.count) && bytesAreASCII(q, y.count) ? false : nil
}

extension Document {
    /// Any scalar as text: strings as they are, other scalars in canonical form.
    package func scalarText(_ index: Int32) -> String {
        let node = Node(document: self, index: index)
        if node.kind == .string || node.isOverflowingInteger { return node.string ?? "" }
        return text.withUnsafeBufferPointer { Document.canonicalText(of: node.record, in: $0) }
    }

    /// The text of a null, bool, int or float record (as a key reads), with the text it points into.
    package static func canonicalText(of record: Record, in text: UnsafeBufferPointer<UInt8>) -> String {
        let bits = RecordPayload.bits(of: record, in: text)
        switch record.kind {
        case .null: return "null"
        case .bool: return bits != 0 ? "true" : "false"
        case .int: return String(Int64(bitPattern: bits))
        case .float: return formatDouble(Double(bitPattern: bits))
        case .string, .sequence, .mapping: return ""
        }
    }
}

extension Document.Node {
    /// What a message calls the value: `null`, `a boolean`, `the integer 5`, `a string`, `a map`.
    package var described: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return isOverflowingInteger ? "an integer" : "the integer \(int ?? 0)"
        case .float: return "the number \(formatDouble(double ?? 0))"
        case .string: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }
}

/// A double as text that never looks like an integer: `1.0`, `1e+300`, `.inf`, `.nan`.
package func formatDouble(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
    let text = "\(value)"
    if text.contains(".") || text.contains("e") { return text }
    return text + ".0"
}
