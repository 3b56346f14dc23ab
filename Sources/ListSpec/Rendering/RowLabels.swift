@_spi(DocumentStorage) import ListSpecRuntime
/// What a table row shows for its viewModel, the way a UITableViewCell would:
/// a string is the text; a map's `title`, `text` or `name` is the text and its
/// `subtitle` or `detail` the detail text; anything else is a one-line summary.
/// Written as UTF-8 into the page's scratch bytes (a large page has a hundred thousand rows:
/// no String, no copy of the viewModel's pairs), hidden characters made visible.
enum RowLabels {
    static let textKeys = ["title", "text", "name"]
    static let detailKeys = ["subtitle", "detail"]

    /// Appends the labels of `viewModel` to `bytes`, the text then the detail text, and says where
    /// each is; nil (nothing appended) when the cell has no viewModel. `limit` is the summary's.
    static func append(viewModel: Value?, limit: Int, to bytes: inout [UInt8]) -> (text: Range<Int>, detail: Range<Int>?)? {
        guard let viewModel, viewModel.node.kind != .null else { return nil }
        let start = bytes.count
        let node = viewModel.node
        if node.kind == .mapping {
            let labels = labelValues(in: node)
                ?? (firstScalar(of: textKeys, in: node), firstScalar(of: detailKeys, in: node))
            if let text = labels.text {
                appendScalar(text, to: &bytes)
                let textEnd = bytes.count
                guard let detail = labels.detail else { return (start..<textEnd, nil) }
                appendScalar(detail, to: &bytes)
                return (start..<textEnd, textEnd..<bytes.count)
            }
        }
        // A string's summary is the string itself, whatever the limit.
        ValueSummary.append(viewModel, limit: limit, to: &bytes)
        return (start..<bytes.count, nil)
    }

    /// A scalar's summary: a string's (or a long integer's) text is copied from its document as it is.
    private static func appendScalar(_ node: Document.Node, to bytes: inout [UInt8]) {
        guard let range = node.textRange else { return ValueSummary.append(Value(node: node), limit: 400, to: &bytes) }
        let start = bytes.count
        node.document.text.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
        DisplayText.sanitize(&bytes, from: start)
    }

    /// The text and detail values as `firstScalar` finds them, in one pass over the map's keys read
    /// in place; nil when a key is not plain ASCII text (then `firstScalar` compares it as a String).
    private static func labelValues(in map: Document.Node) -> (text: Document.Node?, detail: Document.Node?)? {
        let found = map.document.withView { view -> (text: Int?, detail: Int?)? in
            let slots = view.map(view.records[Int(map.index)])
            // For each of `textKeys` then `detailKeys`: the first pair of that key, or -1.
            var firstPairs = SIMD8<Int32>(repeating: -1)
            for pair in 0..<slots.count {
                let key = view.records[Int(slots.key(pair, in: view.children))]
                // A number, bool or null reads as text no label key is.
                guard key.kind == .string else { continue }
                let text = view.bytes(key)
                guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
                if let name = labelKey(text), firstPairs[name] < 0 { firstPairs[name] = Int32(pair) }
            }
            func firstScalar(_ names: Range<Int>) -> Int? {
                for name in names where firstPairs[name] >= 0 {
                    let pair = Int(firstPairs[name])
                    switch view.records[Int(slots.value(pair, in: view.children))].kind {
                    case .sequence, .mapping, .null: continue
                    default: return pair
                    }
                }
                return nil
            }
            return (firstScalar(0..<textKeys.count), firstScalar(textKeys.count..<textKeys.count + detailKeys.count))
        }
        guard let found else { return nil }
        let pairs = map.pairs
        return (found.text.map { pairs[$0].value }, found.detail.map { pairs[$0].value })
    }

    /// Which of `textKeys` then `detailKeys` (title, text, name, subtitle, detail: 0...4) the ASCII bytes of a key spell.
    private static func labelKey(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        func spells(_ name: StaticString) -> Bool {
            guard let base = text.baseAddress, text.count == name.utf8CodeUnitCount else { return false }
            return memcmpEqual(base, name.utf8Start, text.count)
        }
        switch text.count {
        case 4: return spells("text") ? 1 : spells("name") ? 2 : nil
        case 5: return spells("title") ? 0 : nil
        case 6: return spells("detail") ? 4 : nil
        case 8: return spells("subtitle") ? 3 : nil
        default: return nil
        }
    }

    /// The value of the first of `keys` present (its first pair) with a scalar value.
    private static func firstScalar(of keys: [String], in map: Document.Node) -> Document.Node? {
        let pairs = map.pairs
        for key in keys {
            guard let index = map.pairIndex(ofKey: key) else { continue }
            let value = pairs[index].value
            switch value.kind {
            case .sequence, .mapping, .null: continue
            default: return value
            }
        }
        return nil
    }
}
