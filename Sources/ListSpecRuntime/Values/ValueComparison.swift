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
        case .bool: return (x.a != 0) == (y.a != 0)
        case .int:
            if x.overflow || y.overflow { return x.overflow && y.overflow && textEqual(x, y) }
            return x.a == y.a && x.b == y.b
        case .float:
            let u = Document.doubleValue(x), v = Document.doubleValue(y)
            return u == v || (u.isNaN && v.isNaN)
        case .string: return textEqual(x, y)
        case .sequence:
            guard x.b == y.b else { return false }
            for k in 0..<Int(x.b) where !equal(a.children[Int(x.a) + k], b.children[Int(y.a) + k]) { return false }
            return true
        case .mapping:
            guard x.b == y.b else { return false }
            // Same key order is the common case: then the first differing value decides. Values
            // held in their records (numbers, bools, null) go first: they need no further memory.
            for k in stride(from: 0, to: Int(x.b), by: 2) {
                let keyX = a.children[Int(x.a) + k], keyY = b.children[Int(y.a) + k]
                guard keysEqual(keyX, keyY) else { return sameMapsInOtherOrder(x, y) }
                let valueX = a.children[Int(x.a) + k + 1], valueY = b.children[Int(y.a) + k + 1]
                if a.records[Int(valueX)].isInline, !equal(valueX, valueY) { return false }
            }
            for k in stride(from: 1, to: Int(x.b), by: 2) where !a.records[Int(a.children[Int(x.a) + k])].isInline {
                if !equal(a.children[Int(x.a) + k], b.children[Int(y.a) + k]) { return false }
            }
            return true
        }
    }

    private func textEqual(_ x: Document.Record, _ y: Document.Record) -> Bool {
        guard x.b == y.b else { return false }
        guard let p = a.text.baseAddress, let q = b.text.baseAddress else { return x.b == 0 }
        return memcmpEqual(p + Int(x.a), q + Int(y.a), Int(x.b))
    }

    private func numbersEqual(_ x: Document.Record, _ y: Document.Record) -> Bool {
        switch (x.kind, y.kind) {
        case (.int, .float): return !x.overflow && Value.integralValue(Document.doubleValue(y)) == Document.intValue(x)
        case (.float, .int): return !y.overflow && Value.integralValue(Document.doubleValue(x)) == Document.intValue(y)
        default: return false
        }
    }

    /// Keys match by their text; string keys by their bytes.
    private func keysEqual(_ i: Int32, _ j: Int32) -> Bool {
        let x = a.records[Int(i)], y = b.records[Int(j)]
        if x.kind == .string, y.kind == .string { return textEqual(x, y) }
        return a.document.scalarText(i) == b.document.scalarText(j)
    }

    /// Maps with the same keys in another order: each key looked up (rare).
    private func sameMapsInOtherOrder(_ x: Document.Record, _ y: Document.Record) -> Bool {
        var byKey: [String: Int32] = [:]
        for k in stride(from: 0, to: Int(y.b), by: 2) {
            byKey[b.document.scalarText(b.children[Int(y.a) + k])] = b.children[Int(y.a) + k + 1]
        }
        for k in stride(from: 0, to: Int(x.b), by: 2) {
            guard let other = byKey[a.document.scalarText(a.children[Int(x.a) + k])],
                  equal(a.children[Int(x.a) + k + 1], other) else { return false }
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

    package static func intValue(_ record: Record) -> Int64 { Int64(bitPattern: UInt64(record.b) << 32 | UInt64(record.a)) }
    package static func doubleValue(_ record: Record) -> Double { Double(bitPattern: UInt64(record.b) << 32 | UInt64(record.a)) }
}

private extension Document.Record {
    /// A value whose record holds all of it (not a string, an overflowing integer or a collection).
    var isInline: Bool {
        switch kind {
        case .null, .bool, .float: return true
        case .int: return !overflow
        case .string, .sequence, .mapping: return false
        }
    }
}
