/// Structural equality of two values read straight from their documents' storage:
/// no node handles, no reference counting, no iterators per level. The diff
/// compares every viewModel of every cell in both versions, so this is its hot path.
struct ValueComparison {
    private let a: Document.View
    private let b: Document.View

    /// Whether the value at `i` in `first` equals the value at `j` in `second`.
    static func equal(_ first: Document, _ i: Int32, _ second: Document, _ j: Int32) -> Bool {
        first.withView { a in
            second.withView { b in ValueComparison(a: a, b: b).equal(i, j) }
        }
    }

    private func equal(_ i: Int32, _ j: Int32) -> Bool {
        let x = a.records[Int(i)], y = b.records[Int(j)]
        let kind = x.kind
        guard kind == y.kind else { return numbersEqual(x, y) }
        switch kind {
        case .null: return true
        case .bool: return (x.payload != 0) == (y.payload != 0)
        case .int:
            if x.overflow || y.overflow { return x.overflow && y.overflow && textEqual(x, y) }
            return a.bits(x) == b.bits(y)
        case .float:
            let u = Double(bitPattern: a.bits(x)), v = Double(bitPattern: b.bits(y))
            return u == v || (u.isNaN && v.isNaN)
        case .string: return textEqual(x, y)
        case .sequence:
            let slotsX = a.slots(x), slotsY = b.slots(y)
            guard slotsX.count == slotsY.count else { return false }
            for k in 0..<slotsX.count where !equal(a.children[slotsX.lowerBound + k], b.children[slotsY.lowerBound + k]) { return false }
            return true
        case .mapping:
            let mapX = a.map(x), mapY = b.map(y)
            guard mapX.count == mapY.count else { return false }
            // Values held in their records (numbers, bools, null) go first: they need no further
            // memory, and one that differs under the same key decides (a map's keys are unique),
            // whatever the order of the others, with one pair of keys compared.
            for k in 0..<mapX.count {
                let valueX = mapX.value(k, in: a.children)
                if a.records[Int(valueX)].isInline, !inlineEqual(valueX, mapY.value(k, in: b.children)),
                   keysEqual(mapX.key(k, in: a.children), mapY.key(k, in: b.children)) { return false }
            }
            // Same key order is the common case: then the values held in records are equal, and
            // the first differing value of the others decides.
            for k in 0..<mapX.count where !keysEqual(mapX.key(k, in: a.children), mapY.key(k, in: b.children)) {
                return sameMapsInOtherOrder(mapX, mapY)
            }
            for k in 0..<mapX.count where !a.records[Int(mapX.value(k, in: a.children))].isInline {
                if !equal(mapX.value(k, in: a.children), mapY.value(k, in: b.children)) { return false }
            }
            return true
        }
    }

    /// `equal` of a value held in its record (`i`): against another such value of its kind, the
    /// records' words decide (an integer that fits 32 bits is its word), with no call.
    @inline(__always)
    private func inlineEqual(_ i: Int32, _ j: Int32) -> Bool {
        let x = a.records[Int(i)], y = b.records[Int(j)]
        guard y.isInline, x.kind == y.kind else { return equal(i, j) }
        switch x.kind {
        case .null: return true
        case .bool: return (x.payload != 0) == (y.payload != 0)
        default: return x.payload == y.payload
        }
    }

    @inline(__always)
    private func textEqual(_ x: Document.Record, _ y: Document.Record) -> Bool {
        let p = a.bytes(x), q = b.bytes(y), count = p.count
        guard count == q.count else { return false }
        guard let p = p.baseAddress, let q = q.baseAddress else { return true }
        return memcmpEqual(p, q, count)
    }

    private func numbersEqual(_ x: Document.Record, _ y: Document.Record) -> Bool {
        switch (x.kind, y.kind) {
        case (.int, .float): return !x.overflow && Value.integralValue(Double(bitPattern: b.bits(y))) == Int64(bitPattern: a.bits(x))
        case (.float, .int): return !y.overflow && Value.integralValue(Double(bitPattern: a.bits(x))) == Int64(bitPattern: b.bits(y))
        default: return false
        }
    }

    /// Keys match by their text; string keys by their bytes.
    @inline(__always)
    private func keysEqual(_ i: Int32, _ j: Int32) -> Bool {
        let x = a.records[Int(i)], y = b.records[Int(j)]
        if x.kind == .string, y.kind == .string { return textEqual(x, y) }
        return a.document.scalarText(i) == b.document.scalarText(j)
    }

    /// Maps with the same keys in another order: each key looked up (rare).
    private func sameMapsInOtherOrder(_ mapX: RecordPayload.MapSlots, _ mapY: RecordPayload.MapSlots) -> Bool {
        var byKey: [String: Int32] = [:]
        for k in 0..<mapY.count {
            byKey[b.document.scalarText(mapY.key(k, in: b.children))] = mapY.value(k, in: b.children)
        }
        for k in 0..<mapX.count {
            guard let other = byKey[a.document.scalarText(mapX.key(k, in: a.children))],
                  equal(mapX.value(k, in: a.children), other) else { return false }
        }
        return true
    }
}

extension Document {
    /// The storage of a document, borrowed for the length of a call: what walks every value
    /// (comparing, checking, writing) reads, without a node handle per value.
    package struct View {
        package let document: Document
        package let records: UnsafeBufferPointer<Record>
        package let children: UnsafeBufferPointer<Int32>
        package let text: UnsafeBufferPointer<UInt8>
    }

    package func withView<Result>(_ body: (View) -> Result) -> Result {
        records.withUnsafeBufferPointer { records in
            children.withUnsafeBufferPointer { children in
                text.withUnsafeBufferPointer { text in
                    body(View(document: self, records: records, children: children, text: text))
                }
            }
        }
    }
}

extension Document.View {
    /// A string's (or an overflowing integer's) bytes.
    @inline(__always)
    package func bytes(_ record: Document.Record) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[RecordPayload.stringRange(at: record.payload, in: text)])
    }

    /// Where a sequence's items are in `children`.
    @inline(__always)
    package func slots(_ record: Document.Record) -> Range<Int> { RecordPayload.slots(of: record, in: children) }

    /// A mapping's pairs in `children`.
    @inline(__always)
    package func map(_ record: Document.Record) -> RecordPayload.MapSlots { RecordPayload.mapSlots(of: record, in: children) }

    /// A bool's, an integer's or a double's 64 bits.
    @inline(__always)
    package func bits(_ record: Document.Record) -> UInt64 { RecordPayload.bits(of: record, in: text) }
}

extension Document.Node {
    /// For a map's keys and `other` map's keys, read as Swift compares their text: for each of this
    /// map's pairs the last pair of `other` with its key (-1: none), and for each of `other`'s whether
    /// this map has its key. Made for a few keys (a viewModel's): every key is compared with every other.
    package func keyMatches(in other: Document.Node) -> (old: [Int], newIsOld: [Bool]) {
        document.withView { a in
            other.document.withView { b in
                let x = a.map(a.records[Int(index)]), y = b.map(b.records[Int(other.index)])
                var old = [Int](repeating: -1, count: x.count), newIsOld = [Bool](repeating: false, count: y.count)
                for i in 0..<x.count {
                    for j in 0..<y.count where Self.sameText(x.key(i, in: a.children), in: a, y.key(j, in: b.children), in: b) {
                        old[i] = j
                        newIsOld[j] = true
                    }
                }
                return (old, newIsOld)
            }
        }
    }

    private static func sameText(_ i: Int32, in a: Document.View, _ j: Int32, in b: Document.View) -> Bool {
        let x = a.records[Int(i)], y = b.records[Int(j)]
        if x.kind == .string, y.kind == .string, let same = sameTextByBytes(a.bytes(x), b.bytes(y)) { return same }
        return a.document.scalarText(i) == b.document.scalarText(j)
    }
}
