/// Writes a small document node by node, children before their collection: the
/// storage of values made in code or decoded with a `Decoder`, where there is
/// no file. A node's location is its index plus one on line, column 0, which no
/// file position has; decoding maps such a location back to a coding path.
package struct DocumentWriter: ~Copyable {
    private var records: [Document.Record] = []
    private var lines = LineTable()
    private var children: [Int32] = []
    private var text = GrowingBuffer<UInt8>()
    private var hasOverflowingNumbers = false
    private var interned = ScalarInterning()
    /// Each node's `ContentDigest`, in its stored form.
    private var digests: [UInt32] = []

    package init() {}

    package consuming func finish(root: Int32) -> Document {
        Document(records: StoredValues(records), lines: lines, children: StoredValues(children), text: text.take(), root: root,
                 hasOverflowingNumbers: hasOverflowingNumbers, digests: digests)
    }

    private mutating func append(_ kind: Document.Kind, payload: UInt32, overflow: Bool = false, isWide: Bool = false,
                                 digest: UInt64) -> Int32 {
        let index = Int32(truncatingIfNeeded: records.count)
        var record = Document.Record(column: 0, kind: kind, payload: payload, overflow: overflow, isWide: isWide)
        record.lineDelta = lines.delta(forRecord: records.count, line: UInt32(truncatingIfNeeded: records.count + 1))
        records.append(record)
        digests.append(ContentDigest.stored(digest))
        return index
    }

    package mutating func null() -> Int32 { append(.null, payload: 0, digest: ContentDigest.null) }
    package mutating func bool(_ value: Bool) -> Int32 { append(.bool, payload: value ? 1 : 0, digest: ContentDigest.bool(value)) }

    package mutating func int(_ value: Int64) -> Int32 {
        if let payload = RecordPayload.inlineInteger(value) { return append(.int, payload: payload, digest: ContentDigest.int(value)) }
        let payload = RecordPayload.appendNumber(UInt64(bitPattern: value), to: &text)
        return append(.int, payload: payload, isWide: true, digest: ContentDigest.int(value))
    }

    package mutating func double(_ value: Double) -> Int32 {
        append(.float, payload: RecordPayload.appendNumber(value.bitPattern, to: &text), digest: ContentDigest.double(value))
    }

    package mutating func string<Bytes: Collection<UInt8>>(utf8 bytes: Bytes, overflowingInteger: Bool = false) -> Int32 {
        let stored = bytes.withContiguousStorageIfAvailable { interned.offset(of: $0, in: &text) }
            ?? Array(bytes).withUnsafeBufferPointer { interned.offset(of: $0, in: &text) }
        if overflowingInteger { hasOverflowingNumbers = true }
        return append(overflowingInteger ? .int : .string, payload: stored, overflow: overflowingInteger, digest: ContentDigest.text(bytes, overflowingInteger: overflowingInteger))
    }

    package mutating func string(_ value: String) -> Int32 { string(utf8: value.utf8) }

    package mutating func sequence(_ items: [Int32]) -> Int32 {
        var digest = ContentDigest.List()
        for item in items { digest.add(UInt64(digests[Int(item)])) }
        return append(.sequence, payload: appendSlots(items), digest: digest.value)
    }

    /// A collection's payload: its slot count, then its slots.
    private mutating func appendSlots(_ slots: [Int32]) -> UInt32 {
        let start = UInt32(truncatingIfNeeded: children.count)
        children.append(Int32(truncatingIfNeeded: slots.count))
        children.append(contentsOf: slots)
        return start
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
        var digest = ContentDigest.Mapping()
        for k in stride(from: 0, to: slots.count - 1, by: 2) {
            digest.add(keyText: keyTextDigest(slots[k]), value: UInt64(digests[Int(slots[k + 1])]))
        }
        return append(.mapping, payload: appendSlots(slots), digest: digest.value)
    }

    /// Keys are equal by their text (`1` and `"1"` are one key), so a key digests as its text.
    private func keyTextDigest(_ key: Int32) -> UInt64 {
        let record = records[Int(key)]
        let digest: UInt64
        switch record.kind {
        case .string: return UInt64(digests[Int(key)])
        case .int where record.overflow:
            digest = ContentDigest.text(text.values[RecordPayload.stringRange(at: record.payload, in: text.values)], overflowingInteger: false)
        default: digest = ContentDigest.text(Document.canonicalText(of: record, in: text.values).utf8, overflowingInteger: false)
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
