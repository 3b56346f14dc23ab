@_spi(DocumentStorage) import ListSpecRuntime
/// Where two values differ, for a reviewer: `viewModel.title: "Old" -> "New"` rather than
/// two whole maps. Maps are compared key by key (the old keys in order, then the new ones),
/// lists of the same length item by item; anything else is one change of the whole value.
struct ValueChange {
    /// `viewModel.title`, `viewModel.tags[2]`, `viewModel["odd key"]`.
    var path: String
    /// nil: the key or item is not there on that side.
    var old: Value?
    var new: Value?
}

enum ValueChanges {
    /// At most `limit` changes, in document order; `more` counts those left out.
    static func between(_ old: Value?, _ new: Value?, path: String, limit: Int) -> (changes: [ValueChange], more: Int) {
        var changes: [ValueChange] = []
        var more = 0
        collect(old, new, path: path, limit: limit, into: &changes, more: &more)
        return (changes, more)
    }

    private static func collect(_ old: Value?, _ new: Value?, path: String, limit: Int,
                                into changes: inout [ValueChange], more: inout Int) {
        guard old != new else { return }
        collectDiffering(old, new, path: path, limit: limit, into: &changes, more: &more)
    }

    /// `collect` of two values already found to differ.
    private static func collectDiffering(_ old: Value?, _ new: Value?, path: String, limit: Int,
                                         into changes: inout [ValueChange], more: inout Int) {
        guard let old, let new else { return record(ValueChange(path: path, old: old, new: new), limit, &changes, &more) }
        let a = old.node, b = new.node
        if a.kind == .mapping, b.kind == .mapping {
            let oldPairs = a.pairs, newPairs = b.pairs
            guard oldPairs.count > 16 || newPairs.count > 16 else {
                return collectSmall(a, b, path: path, limit: limit, into: &changes, more: &more)
            }
            // Each key's text once, and a table to look them up in; a key written twice matches its last pair.
            let oldKeys = oldPairs.map { $0.key.keyText }, newKeys = newPairs.map { $0.key.keyText }
            let newIndexByKey = Dictionary(zip(newKeys, newKeys.indices), uniquingKeysWith: { _, last in last })
            let oldKeySet = Set(oldKeys)
            for (i, key) in oldKeys.enumerated() {
                let match = newIndexByKey[key]
                collect(Value(node: oldPairs[i].value), match.map { Value(node: newPairs[$0].value) }, path: member(path, key), limit: limit,
                        into: &changes, more: &more)
            }
            for (j, key) in newKeys.enumerated() where !oldKeySet.contains(key) {
                record(ValueChange(path: member(path, key), old: nil, new: Value(node: newPairs[j].value)), limit, &changes, &more)
            }
        } else if a.kind == .sequence, b.kind == .sequence, a.count == b.count {
            for (i, (x, y)) in zip(a.items, b.items).enumerated() {
                collect(Value(node: x), Value(node: y), path: path + "[\(i)]", limit: limit, into: &changes, more: &more)
            }
        } else {
            record(ValueChange(path: path, old: old, new: new), limit, &changes, &more)
        }
    }

    /// A viewModel's few keys (matched in place, see `Document.Node.keyMatches`): a key's text and
    /// path are made only where its values differ.
    private static func collectSmall(_ oldMap: Document.Node, _ newMap: Document.Node, path: String, limit: Int,
                                     into changes: inout [ValueChange], more: inout Int) {
        let oldPairs = oldMap.pairs, newPairs = newMap.pairs
        let matches = oldMap.keyMatches(in: newMap)
        for i in 0..<oldPairs.count {
            let (oldKey, oldValue) = oldPairs[i]
            let match = matches.old[i]
            // Not `match < 0 ? nil : ...`: a `nil` literal there would be the value null (Value is ExpressibleByNilLiteral).
            let old = Value(node: oldValue), new = match < 0 ? Value?.none : Value(node: newPairs[match].value)
            if let new, old == new { continue }
            collectDiffering(old, new, path: member(path, oldKey.keyText), limit: limit, into: &changes, more: &more)
        }
        for j in 0..<newPairs.count where !matches.newIsOld[j] {
            let (newKey, newValue) = newPairs[j]
            record(ValueChange(path: member(path, newKey.keyText), old: nil, new: Value(node: newValue)), limit, &changes, &more)
        }
    }

    private static func record(_ change: ValueChange, _ limit: Int, _ changes: inout [ValueChange], _ more: inout Int) {
        if changes.count < limit { changes.append(change) } else { more += 1 }
    }

    /// `.key` for a plain name, `["key"]` for anything else.
    private static func member(_ path: String, _ key: String) -> String {
        // An ASCII key is looked at byte by byte (a letter, a digit or `_`): no Unicode property lookups.
        let ascii = key.utf8.allSatisfy { $0 < 0x80 }
        let plain = !key.isEmpty && (ascii
            ? key.utf8.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") }
            : key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        return plain ? path + "." + key : path + "[\"" + key + "\"]"
    }
}
