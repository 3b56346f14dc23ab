/// A parsed YAML or JSON document, stored flat: one record per node, the
/// children of collections in one shared array, scalar text in one byte buffer.
/// Aliases are references to the anchored node, never copies.
public final class Document: @unchecked Sendable {
    public enum Kind: UInt8, Sendable {
        case null, bool, int, float, string, sequence, mapping
    }

    struct Record {
        var line: UInt32
        var column: UInt32
        var kind: Kind
        /// Scalars whose text would be an integer past Int64: an error the decoder reports.
        var overflow: Bool
        /// A plain, untagged `<<` key in YAML.
        var isMergeKey: Bool
        /// string: byte offset; collection: first child slot; int/float/bool: low bits of the value.
        var a: UInt32
        /// string: byte count; collection: child slot count; int/float: high bits.
        var b: UInt32
    }

    var records: [Record] = []
    /// Collections' children: sequences their items, mappings key then value.
    var children: [Int32] = []
    var text: [UInt8] = []
    /// Whether any integer literal did not fit Int64 (lets the decoder skip looking).
    var hasOverflowingIntegers = false
    /// The top-level node, when the document has one.
    public internal(set) var root: Node?

    init() {}

    /// A node of this document: a cheap handle (document and index).
    public struct Node: Sendable {
        public let document: Document
        let index: Int32

        var record: Record { document.records[Int(index)] }

        public var kind: Kind { record.kind }
        public var location: SourceLocation {
            let r = record
            return SourceLocation(line: Int(r.line), column: Int(r.column))
        }
        public var isNull: Bool { kind == .null }
        /// True for a plain integer too large for Int64.
        public var isOverflowingInteger: Bool { record.overflow }

        public var bool: Bool? { let r = record; return r.kind == .bool ? r.a != 0 : nil }
        public var int: Int64? {
            let r = record
            return r.kind == .int && !r.overflow ? Int64(bitPattern: UInt64(r.b) << 32 | UInt64(r.a)) : nil
        }
        public var double: Double? {
            let r = record
            return r.kind == .float ? Double(bitPattern: UInt64(r.b) << 32 | UInt64(r.a)) : nil
        }
        /// The text of a string scalar (also of an overflowing integer).
        public var string: String? {
            let r = record
            guard r.kind == .string || r.overflow else { return nil }
            return document.text.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(r.a)..<Int(r.a + r.b)]), as: UTF8.self)
            }
        }
        /// Compares a string scalar's bytes with `other` without making a String.
        public func stringEquals(_ other: StaticString) -> Bool {
            let r = record
            guard r.kind == .string, Int(r.b) == other.utf8CodeUnitCount else { return false }
            return document.text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return r.b == 0 }
                return memcmpEqual(base + Int(r.a), other.utf8Start, Int(r.b))
            }
        }
        var textRange: Range<Int>? {
            let r = record
            return r.kind == .string || r.overflow ? Int(r.a)..<Int(r.a + r.b) : nil
        }

        public var count: Int {
            let r = record
            switch r.kind {
            case .sequence: return Int(r.b)
            case .mapping: return Int(r.b) / 2
            default: return 0
            }
        }
        /// The items of a sequence.
        public var items: [Node] {
            let r = record
            guard r.kind == .sequence else { return [] }
            return (Int(r.a)..<Int(r.a + r.b)).map { Node(document: document, index: document.children[$0]) }
        }
        /// The key/value pairs of a mapping, in source order (merged keys after explicit ones).
        public var pairs: [(key: Node, value: Node)] {
            let r = record
            guard r.kind == .mapping else { return [] }
            return stride(from: Int(r.a), to: Int(r.a + r.b), by: 2).map {
                (Node(document: document, index: document.children[$0]),
                 Node(document: document, index: document.children[$0 + 1]))
            }
        }
        /// The text a scalar key reads as (strings, numbers, bools and null as written).
        public var keyText: String { document.scalarText(index) }
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var i = 0
    while i < count {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}

extension Document {
    /// Any scalar as text: strings as they are, other scalars in canonical form.
    func scalarText(_ index: Int32) -> String {
        let node = Node(document: self, index: index)
        switch node.kind {
        case .string: return node.string ?? ""
        case .null: return "null"
        case .bool: return node.bool == true ? "true" : "false"
        case .int: return node.isOverflowingInteger ? (node.string ?? "") : String(node.int ?? 0)
        case .float: return formatDouble(node.double ?? 0)
        case .sequence, .mapping: return ""
        }
    }
}

/// A double as text that never looks like an integer: `1.0`, `1e+300`, `.inf`, `.nan`.
public func formatDouble(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
    let text = "\(value)"
    if text.contains(".") || text.contains("e") { return text }
    return text + ".0"
}
