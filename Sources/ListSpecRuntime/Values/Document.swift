/// A parsed YAML or JSON document, stored flat: one record per node, the
/// children of collections in one shared array, scalar text in one byte buffer.
/// Aliases are references to the anchored node, never copies.
package final class Document: @unchecked Sendable {
    package enum Kind: UInt8, Sendable {
        case null, bool, int, float, string, sequence, mapping
    }

    /// 16 bytes per node: the column shares its word with the kind and two flags.
    package struct Record: BitwiseCopyable {
        package var line: UInt32
        /// Bits 0-25: column (saturating); 26: a quoted scalar; 27-29: kind; 30: overflow; 31: merge key.
        private var packed: UInt32
        /// string: byte offset; collection: first child slot; int/float/bool: low bits of the value.
        package var a: UInt32
        /// string: byte count; collection: child slot count; int/float: high bits.
        package var b: UInt32

        package static let maxColumn: UInt32 = (1 << 26) - 1

        package init(line: UInt32, column: UInt32, kind: Kind, overflow: Bool, isMergeKey: Bool, a: UInt32, b: UInt32,
                     isQuoted: Bool = false) {
            self.line = line
            self.packed = min(column, Record.maxColumn) | (isQuoted ? 1 << 26 : 0) | UInt32(kind.rawValue) << 27
                | (overflow ? 1 << 30 : 0) | (isMergeKey ? 1 << 31 : 0)
            self.a = a
            self.b = b
        }

        /// Moves the record behind other storage: its offset into the children or the text grows by theirs.
        @inline(__always)
        package mutating func shift(children: UInt32, text: UInt32) {
            let kind = UInt8(truncatingIfNeeded: packed >> 27 & 7)
            if kind >= Kind.sequence.rawValue {
                a &+= children
            } else if kind == Kind.string.rawValue || (kind == Kind.int.rawValue && packed & 1 << 30 != 0) {
                a &+= text
            }
        }

        package var column: UInt32 { packed & Record.maxColumn }
        package var kind: Kind { Kind(rawValue: UInt8(packed >> 27 & 7)) ?? .null }
        /// A scalar whose text would be an integer past Int64: an error the decoder reports.
        package var overflow: Bool { packed & 1 << 30 != 0 }
        /// A plain, untagged `<<` key in YAML.
        package var isMergeKey: Bool { packed & 1 << 31 != 0 }
        /// A string written in quotes (its location is the opening quote).
        package var isQuoted: Bool { packed & 1 << 26 != 0 }
    }

    package let records: [Record]
    /// Collections' children: sequences their items, mappings key then value.
    package let children: [Int32]
    package let text: [UInt8]
    /// Whether any integer literal did not fit Int64 (lets the decoder skip looking).
    package let hasOverflowingIntegers: Bool
    /// Each node's `ContentDigest` (stored form), for a document written in code or decoded
    /// with a `Decoder`; empty for a file's (lint reads most files once and never compares them).
    package let digests: [UInt32]
    private let rootIndex: Int32?

    /// The top-level node, when the document has one.
    package var root: Node? { rootIndex.map { Node(document: self, index: $0) } }

    package init(records: [Record] = [], children: [Int32] = [], text: [UInt8] = [], root: Int32? = nil, hasOverflowingIntegers: Bool = false,
                 digests: [UInt32] = []) {
        self.records = records
        self.children = children
        self.text = text
        self.rootIndex = root
        self.hasOverflowingIntegers = hasOverflowingIntegers
        self.digests = digests
    }

    /// A node of this document: a cheap handle (document and index).
    package struct Node: Sendable {
        package let document: Document
        package let index: Int32

        package var record: Record { document.records[Int(index)] }

        package var kind: Kind { record.kind }
        package var location: SourceLocation {
            let r = record
            return SourceLocation(line: Int(r.line), column: Int(r.column))
        }
        package var isNull: Bool { kind == .null }
        /// A string written in quotes: text positions inside it start one column after its location.
        package var isQuoted: Bool { record.isQuoted }
        /// True for a plain integer too large for Int64.
        package var isOverflowingInteger: Bool { record.overflow }

        package var bool: Bool? { let r = record; return r.kind == .bool ? r.a != 0 : nil }
        package var int: Int64? {
            let r = record
            return r.kind == .int && !r.overflow ? Int64(bitPattern: UInt64(r.b) << 32 | UInt64(r.a)) : nil
        }
        package var double: Double? {
            let r = record
            return r.kind == .float ? Double(bitPattern: UInt64(r.b) << 32 | UInt64(r.a)) : nil
        }
        /// The text of a string scalar (also of an overflowing integer).
        package var string: String? {
            let r = record
            guard r.kind == .string || r.overflow else { return nil }
            return document.text.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(r.a)..<Int(r.a + r.b)]), as: UTF8.self)
            }
        }
        /// Compares a string scalar's bytes with `other` without making a String.
        package func stringEquals(_ other: StaticString) -> Bool {
            let r = record
            guard r.kind == .string, Int(r.b) == other.utf8CodeUnitCount else { return false }
            return document.text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return r.b == 0 }
                return memcmpEqual(base + Int(r.a), other.utf8Start, Int(r.b))
            }
        }
        package var textRange: Range<Int>? {
            let r = record
            return r.kind == .string || r.overflow ? Int(r.a)..<Int(r.a + r.b) : nil
        }

        package var count: Int {
            let r = record
            switch r.kind {
            case .sequence: return Int(r.b)
            case .mapping: return Int(r.b) / 2
            default: return 0
            }
        }
        /// The items of a sequence (a view: nothing is copied).
        package var items: Items {
            let r = record
            return Items(document: document, start: Int(r.a), count: r.kind == .sequence ? Int(r.b) : 0)
        }
        /// The key/value pairs of a mapping, in source order (merged keys after explicit ones).
        package var pairs: Pairs {
            let r = record
            return Pairs(document: document, start: Int(r.a), count: r.kind == .mapping ? Int(r.b) / 2 : 0)
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
    }

    /// A mapping's key/value pairs, read in place.
    package struct Pairs: RandomAccessCollection, Sendable {
        let document: Document
        let start: Int
        package let count: Int
        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package subscript(position: Int) -> (key: Node, value: Node) {
            (Node(document: document, index: document.children[start + 2 * position]),
             Node(document: document, index: document.children[start + 2 * position + 1]))
        }
    }
}

/// Whether two byte ranges are equal, eight bytes at a time (the runtime has no libc `memcmp`).
@inline(__always)
package func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
    var i = 0
    while i + 8 <= count {
        if x.loadUnaligned(fromByteOffset: i, as: UInt64.self) != y.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
        i += 8
    }
    while i < count {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}

extension Document {
    /// Any scalar as text: strings as they are, other scalars in canonical form.
    package func scalarText(_ index: Int32) -> String {
        let node = Node(document: self, index: index)
        if node.kind == .string || node.isOverflowingInteger { return node.string ?? "" }
        return Document.canonicalText(of: node.record)
    }

    /// The text of a null, bool, int or float record (as a key reads).
    package static func canonicalText(of record: Record) -> String {
        let bits = UInt64(record.b) << 32 | UInt64(record.a)
        switch record.kind {
        case .null: return "null"
        case .bool: return record.a != 0 ? "true" : "false"
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
