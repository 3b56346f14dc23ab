@_spi(DocumentStorage) import ListSpecRuntime
/// What a table row shows for its viewModel, the way a UITableViewCell would:
/// - a string is the text;
/// - a map's `title`, `text` or `name` is the text, its `subtitle` the detail text below it, and
///   its `value` a detail on the right (UIKit's `.value1` style); `detail` is below, or on the right
///   when the cell type's name says it is a value-style cell (`Value1Cell`, `SettingsValueCell`,
///   `RightDetailCell`: it holds `value` or `rightdetail`);
/// - a map with none of the text keys is drawn as its fields, a name and a value a line (`label
///   Subtotal`, `amount 287.0`), up to `maximumFields`;
/// - anything else is a one-line summary.
/// Written as UTF-8 into the page's scratch bytes (a large page has a hundred thousand rows:
/// no String, no copy of the viewModel's pairs), hidden characters made visible.
enum RowLabels {
    static let textKeys = ["title", "text", "name"]
    /// Fields drawn for a map without a text key; the rest are counted.
    static let maximumFields = 6

    /// Where each label is in the scratch bytes.
    enum Drawn {
        /// The text, a detail under it, a detail on its right.
        case labels(text: Range<Int>, below: Range<Int>?, trailing: Range<Int>?)
        /// A map's fields (name, value), and how many more there are.
        case fields([(name: Range<Int>, value: Range<Int>)], more: Int)
    }

    /// Appends the labels of `viewModel` to `bytes` and says where each is; nil (nothing
    /// appended) when the cell has no viewModel. `limit` is the summary's.
    static func append(viewModel: Value?, cellType: String, limit: Int, to bytes: inout [UInt8]) -> Drawn? {
        guard let viewModel, viewModel.node.kind != .null else { return nil }
        let start = bytes.count
        let node = viewModel.node
        if node.kind == .mapping {
            let labels = labelValues(in: node) ?? (firstScalar(of: textKeys, in: node), firstScalar(of: ["subtitle"], in: node),
                                                   firstScalar(of: ["detail"], in: node), firstScalar(of: ["value"], in: node))
            if let text = labels.text {
                let valueStyle = isValueStyle(cellType)
                // `subtitle` is always below; `detail` below unless the cell is value-style; `value` always on the right.
                let below = labels.subtitle ?? (valueStyle ? nil : labels.detail)
                let trailing = labels.value ?? (valueStyle ? labels.detail : nil)
                appendScalar(text, to: &bytes)
                let textRange = start..<bytes.count
                return .labels(text: textRange, below: below.map { appended($0, to: &bytes) }, trailing: trailing.map { appended($0, to: &bytes) })
            }
            if node.count > 0 { return fields(of: node, to: &bytes) }
        }
        // A string's summary is the string itself, whatever the limit.
        ValueSummary.append(viewModel, limit: limit, to: &bytes)
        return .labels(text: start..<bytes.count, below: nil, trailing: nil)
    }

    /// Whether a cell type's name says it draws its detail on the right (`value1`, Interface
    /// Builder's "Right Detail"): it holds `value` or `rightdetail`, in any case.
    static func isValueStyle(_ cellType: String) -> Bool {
        var name = cellType
        return name.withUTF8 { bytes in
            func holds(_ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                guard bytes.count >= count else { return false }
                return (0...(bytes.count - count)).contains { start in
                    (0..<count).allSatisfy { bytes[start + $0] | 0x20 == word.utf8Start[$0] }
                }
            }
            return holds("value") || holds("rightdetail")
        }
    }

    private static func appended(_ node: Document.Node, to bytes: inout [UInt8]) -> Range<Int> {
        let start = bytes.count
        appendScalar(node, to: &bytes)
        return start..<bytes.count
    }

    /// A map's fields, a name and a value each (a collection summarised), up to `maximumFields`.
    private static func fields(of map: Document.Node, to bytes: inout [UInt8]) -> Drawn {
        let pairs = map.pairs
        var drawn: [(name: Range<Int>, value: Range<Int>)] = []
        drawn.reserveCapacity(min(pairs.count, maximumFields))
        for (key, value) in pairs.prefix(maximumFields) {
            let nameStart = bytes.count
            if key.kind == .string { appendScalar(key, to: &bytes) } else { ValueSummary.append(Value(node: key), limit: 40, to: &bytes) }
            DisplayText.truncate(&bytes, from: nameStart, to: 40)
            let valueStart = bytes.count
            switch value.kind {
            case .sequence, .mapping: ValueSummary.append(Value(node: value), limit: 120, to: &bytes)
            default: appendScalar(value, to: &bytes)
            }
            DisplayText.truncate(&bytes, from: valueStart, to: 120)
            drawn.append((nameStart..<valueStart, valueStart..<bytes.count))
        }
        return .fields(drawn, more: pairs.count - drawn.count)
    }

    /// A scalar's summary: a string's (or a long integer's) text is copied from its document as it is.
    private static func appendScalar(_ node: Document.Node, to bytes: inout [UInt8]) {
        guard let range = node.textRange else { return ValueSummary.append(Value(node: node), limit: 400, to: &bytes) }
        let start = bytes.count
        node.document.text.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
        DisplayText.sanitize(&bytes, from: start)
    }

    /// The text, subtitle, detail and value as `firstScalar` finds them, in one pass over the map's
    /// keys read in place; nil when a key is not plain ASCII text (then `firstScalar` compares it as a String).
    private static func labelValues(in map: Document.Node) -> (text: Document.Node?, subtitle: Document.Node?, detail: Document.Node?, value: Document.Node?)? {
        let found = map.document.withView { view -> (text: Int?, subtitle: Int?, detail: Int?, value: Int?)? in
            let slots = view.map(view.records[Int(map.index)])
            // For each of title, text, name, subtitle, detail, value: the first pair of that key, or -1.
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
            return (firstScalar(0..<textKeys.count), firstScalar(3..<4), firstScalar(4..<5), firstScalar(5..<6))
        }
        guard let found else { return nil }
        let pairs = map.pairs
        return (found.text.map { pairs[$0].value }, found.subtitle.map { pairs[$0].value },
                found.detail.map { pairs[$0].value }, found.value.map { pairs[$0].value })
    }

    /// Which of title, text, name, subtitle, detail, value (0...5) the ASCII bytes of a key spell.
    private static func labelKey(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        func spells(_ name: StaticString) -> Bool { bytesSpell(text, name) }
        switch text.count {
        case 4: return spells("text") ? 1 : spells("name") ? 2 : nil
        case 5: return spells("title") ? 0 : spells("value") ? 5 : nil
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
