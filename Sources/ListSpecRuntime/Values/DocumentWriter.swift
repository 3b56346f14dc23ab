/// Writes a small document node by node, children before their collection: the
/// storage of values made in code or decoded with a `Decoder`, where there is
/// no file. A node's location is its index plus one on line, column 0, which no
/// file position has; decoding maps such a location back to a coding path.
package struct DocumentWriter {
    private var records: [Document.Record] = []
    private var children: [Int32] = []
    private var text: [UInt8] = []
    private var hasOverflowingIntegers = false
    private var interned = ScalarInterning()
    /// Each node's `ContentDigest`, in its stored form.
    private var digests: [UInt32] = []

    package init() {}

    package func finish(root: Int32) -> Document {
        Document(records: records, children: children, text: text, root: root, hasOverflowingIntegers: hasOverflowingIntegers,
                 digests: digests)
    }

    private mutating func append(_ kind: Document.Kind, a: UInt32, b: UInt32, overflow: Bool = false, digest: UInt64) -> Int32 {
        let index = Int32(truncatingIfNeeded: records.count)
        records.append(Document.Record(line: UInt32(truncatingIfNeeded: records.count + 1), column: 0, kind: kind,
                                       overflow: overflow, isMergeKey: false, a: a, b: b))
        digests.append(ContentDigest.stored(digest))
        return index
    }

    private mutating func appendBits(_ kind: Document.Kind, _ bits: UInt64, digest: UInt64) -> Int32 {
        append(kind, a: UInt32(truncatingIfNeeded: bits), b: UInt32(truncatingIfNeeded: bits >> 32), digest: digest)
    }

    package mutating func null() -> Int32 { append(.null, a: 0, b: 0, digest: ContentDigest.null) }
    package mutating func bool(_ value: Bool) -> Int32 { append(.bool, a: value ? 1 : 0, b: 0, digest: ContentDigest.bool(value)) }
    package mutating func int(_ value: Int64) -> Int32 { appendBits(.int, UInt64(bitPattern: value), digest: ContentDigest.int(value)) }
    package mutating func double(_ value: Double) -> Int32 { appendBits(.float, value.bitPattern, digest: ContentDigest.double(value)) }

    package mutating func string<Bytes: Collection<UInt8>>(utf8 bytes: Bytes, overflowingInteger: Bool = false) -> Int32 {
        let stored = bytes.withContiguousStorageIfAvailable { interned.offset(of: $0, in: &text) }
            ?? Array(bytes).withUnsafeBufferPointer { interned.offset(of: $0, in: &text) }
        if overflowingInteger { hasOverflowingIntegers = true }
        return append(overflowingInteger ? .int : .string, a: stored, b: UInt32(truncatingIfNeeded: bytes.count),
                      overflow: overflowingInteger, digest: ContentDigest.text(bytes, overflowingInteger: overflowingInteger))
    }

    package mutating func string(_ value: String) -> Int32 { string(utf8: value.utf8) }

    package mutating func sequence(_ items: [Int32]) -> Int32 {
        let start = UInt32(truncatingIfNeeded: children.count)
        children.append(contentsOf: items)
        var digest = ContentDigest.List()
        for item in items { digest.add(UInt64(digests[Int(item)])) }
        return append(.sequence, a: start, b: UInt32(truncatingIfNeeded: items.count), digest: digest.value)
    }

    /// A map from keys to values already written; a key given again is dropped
    /// with its value (the first wins), since a map's keys are unique.
    package mutating func mapping(_ pairs: [(key: String, value: Int32)]) -> Int32 {
        var seen = Set<String>()
        var slots: [Int32] = []
        slots.reserveCapacity(2 * pairs.count)
        for pair in pairs where seen.insert(pair.key).inserted {
            slots.append(string(pair.key))
            slots.append(pair.value)
        }
        return mapping(slots: slots)
    }

    /// A map from slots already written, key then value, keys known to be unique.
    package mutating func mapping(slots: [Int32]) -> Int32 {
        let start = UInt32(truncatingIfNeeded: children.count)
        children.append(contentsOf: slots)
        var digest = ContentDigest.Mapping()
        for k in stride(from: 0, to: slots.count - 1, by: 2) {
            digest.add(keyText: keyTextDigest(slots[k]), value: UInt64(digests[Int(slots[k + 1])]))
        }
        return append(.mapping, a: start, b: UInt32(truncatingIfNeeded: slots.count), digest: digest.value)
    }

    /// Keys are equal by their text (`1` and `"1"` are one key), so a key digests as its text.
    private func keyTextDigest(_ key: Int32) -> UInt64 {
        let record = records[Int(key)]
        let digest: UInt64
        switch record.kind {
        case .string: return UInt64(digests[Int(key)])
        case .int where record.overflow: digest = ContentDigest.text(text[Int(record.a)..<Int(record.a + record.b)], overflowingInteger: false)
        default: digest = ContentDigest.text(Document.canonicalText(of: record).utf8, overflowingInteger: false)
        }
        return UInt64(ContentDigest.stored(digest))
    }

    /// Copies a node of any document, with everything below it.
    package mutating func copy(_ node: Document.Node) -> Int32 {
        switch node.kind {
        case .null: return null()
        case .bool: return bool(node.bool ?? false)
        case .int:
            if node.isOverflowingInteger { return string(utf8: Array((node.string ?? "").utf8), overflowingInteger: true) }
            return int(node.int ?? 0)
        case .float: return double(node.double ?? 0)
        case .string: return string(node.string ?? "")
        case .sequence: return sequence(node.items.map { copy($0) })
        case .mapping: return mapping(slots: node.pairs.flatMap { [copy($0.key), copy($0.value)] })
        }
    }
}
