/// The map rules of `DocumentBuilder`: non-scalar keys, duplicate keys (compared as written)
/// and `<<` merges, applied as a mapping closes.
extension DocumentBuilder {
    @inline(__always)
    func isScalar(_ index: Int32) -> Bool {
        let kind = records[Int(index)].kind
        return kind != .sequence && kind != .mapping
    }

    func location(_ index: Int32) -> SourceLocation {
        let r = records[Int(index)]
        return SourceLocation(line: Int(lines.line(ofRecord: Int(index), delta: r.lineDelta)), column: Int(r.column))
    }

    /// Where a string's bytes are in the text.
    @inline(__always)
    func stringRange(_ record: Document.Record) -> Range<Int> {
        RecordPayload.stringRange(at: record.payload, in: text.values)
    }

    /// A scalar key's text: what `Document.Node.keyText` reads (YAML keys are stored as written).
    func keyText(_ index: Int32) -> String {
        let r = records[Int(index)]
        let text = self.text.values
        guard r.kind == .string || r.overflow else { return Document.canonicalText(of: r, in: text) }
        return String(decoding: UnsafeBufferPointer(rebasing: text[RecordPayload.stringRange(at: r.payload, in: text)]), as: UTF8.self)
    }

    @inline(__always)
    func keysEqual(_ a: Int32, _ b: Int32) -> Bool {
        let ra = records[Int(a)], rb = records[Int(b)]
        if ra.kind == .string, rb.kind == .string {
            // Equal strings of the same key usually share their interned bytes.
            if ra.payload == rb.payload { return true }
            let buffer = text.values
            let x = RecordPayload.stringRange(at: ra.payload, in: buffer), y = RecordPayload.stringRange(at: rb.payload, in: buffer)
            if let same = sameTextByBytes(UnsafeBufferPointer(rebasing: buffer[x]), UnsafeBufferPointer(rebasing: buffer[y])) { return same }
        }
        // As Swift compares Strings: generated code, JSONDecoder and every dictionary of names would take
        // canonically equivalent keys for one, so they are duplicates here too.
        return keyText(a) == keyText(b)
    }

    /// Appends a closed mapping's pairs to `children`: non-scalar keys reported and
    /// dropped, duplicate keys (a second `<<` too) reported at the second and dropped,
    /// then `<<` merges applied: explicit keys win, and among merged maps the earlier wins.
    /// `keysOnly`: every value follows its key and there is no merge, so keys alone are kept.
    /// `keys`: the mapping's keys as read when it closed; `keysOnly` is their `valuesFollowKeys`.
    mutating func appendResolvedMapping(from base: Int, keys: DistinctKeySets.KeyList) {
        let keysOnly = keys.valuesFollowKeys
        if keysOnly, appendDistinctKeys(from: base, keys: keys) { return }
        let start = children.count
        let step = keysOnly ? 1 : 2
        var merge: (key: Int32, value: Int32)?
        var largeKeys: [String: Int32]?
        var i = base
        while i + 1 < pending.count {
            let key = pending[i], value = pending[i + 1]
            i += 2
            guard isScalar(key) else {
                report(TypeMismatchCheck.mapKey(isMapping: records[Int(key)].kind == .mapping), at: location(key))
                continue
            }
            let first = records[Int(key)].isMergeKey ? merge?.key : firstCopy(of: key, among: start, step: step, largeKeys: &largeKeys)
            if let first {
                report(DuplicateKeyCheck.finding(keyText(key), first: keyText(first), at: location(first), isMergeKey: records[Int(key)].isMergeKey),
                       at: location(key))
                continue
            }
            if records[Int(key)].isMergeKey {
                merge = (key, value)
            } else {
                children.append(key)
                if !keysOnly { children.append(value) }
            }
        }
        if let merge { self.merge(merge.value, at: merge.key, into: start, largeKeys: &largeKeys) }
    }

    /// The common map: a few string keys, each value right after its key (see `pairsFollowTheirKeys`).
    /// Appends its keys when no two can be equal, seen by their lengths and bytes in one pass over
    /// pointers; false, with nothing appended, when any pair needs `keysEqual` to tell (the same
    /// bytes, non-ASCII text, another kind of key, more than 16 keys). A list found distinct is
    /// remembered: a map closing with the same keys is not compared again (see `DistinctKeySets`).
    mutating func appendDistinctKeys(from base: Int, keys: DistinctKeySets.KeyList) -> Bool {
        let pairs = (pending.count - base) / 2
        guard pairs <= 16 else { return false }
        let records = self.records.values, text = self.text.values, pending = self.pending.values
        guard let textBase = text.baseAddress else { return false }
        for pair in 0..<pairs {
            let record = records[Int(pending[base + 2 * pair])]
            guard record.kind == .string else { return false }
            let range = RecordPayload.stringRange(at: record.payload, in: text)
            // Different bytes of ASCII text are different keys (no canonical equivalence joins them).
            guard bytesAreASCII(textBase + range.lowerBound, range.count) else { return false }
            for earlier in 0..<pair {
                let other = RecordPayload.stringRange(at: records[Int(pending[base + 2 * earlier])].payload, in: text)
                if other.count == range.count,
                   other.lowerBound == range.lowerBound || memcmpEqual(textBase + other.lowerBound, textBase + range.lowerBound, range.count) {
                    return false
                }
            }
        }
        distinctKeySets.remember(keys)
        appendKeys(from: base)
        return true
    }

    /// Appends the keys of the open mapping's pairs from `base` on.
    @inline(__always)
    mutating func appendKeys(from base: Int) {
        let pending = self.pending.values
        guard pending.count &- base >= 2, let slots = pending.baseAddress else { return }
        children.append(every: 2, from: slots + base, count: (pending.count &- base) / 2)
    }

    /// The key among those appended since `start` (every `step`th slot) that equals `key`, if any.
    /// Small maps compare bytes; past 16 keys a dictionary of texts keeps it linear.
    @inline(__always)
    func firstCopy(of key: Int32, among start: Int, step: Int, largeKeys: inout [String: Int32]?) -> Int32? {
        if largeKeys == nil, (children.count - start) / step > 16 {
            var byText: [String: Int32] = [:]
            for j in stride(from: start, to: children.count, by: step) where byText[keyText(children[j])] == nil {
                byText[keyText(children[j])] = children[j]
            }
            largeKeys = byText
        }
        if largeKeys != nil {
            let text = keyText(key)
            if let first = largeKeys?[text] { return first }
            largeKeys?[text] = key
            return nil
        }
        var j = start
        while j < children.count {
            if keysEqual(children[j], key) { return children[j] }
            j += step
        }
        return nil
    }

    /// Findings point at the `<<` key: the merged value is often an alias defined far away.
    mutating func merge(_ mergeValue: Int32, at mergeKey: Int32, into start: Int, largeKeys: inout [String: Int32]?) {
        let record = records[Int(mergeValue)]
        let sources: [Int32]
        switch record.kind {
        case .mapping: sources = [mergeValue]
        case .sequence: sources = Array(UnsafeBufferPointer(rebasing: children.values[RecordPayload.slots(of: record, in: children.values)]))
        default:
            report(TypeMismatchCheck.scalarMerged, at: location(mergeKey))
            return
        }
        if let wrong = sources.first(where: { records[Int($0)].kind != .mapping }) {
            let what = records[Int(wrong)].kind == .sequence ? "a list" : "a scalar"
            report(TypeMismatchCheck.mergedListHolds(what), at: location(mergeKey))
        }
        for source in sources {
            let sourceRecord = records[Int(source)]
            guard sourceRecord.kind == .mapping else { continue }
            let map = RecordPayload.mapSlots(of: sourceRecord, in: children.values)
            for pair in 0..<map.count {
                let key = map.key(pair, in: children.values), value = map.value(pair, in: children.values)
                if firstCopy(of: key, among: start, step: 2, largeKeys: &largeKeys) == nil {
                    children.append(key)
                    children.append(value)
                }
            }
        }
    }
}
