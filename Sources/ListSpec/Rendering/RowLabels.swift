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
        if node.kind == .mapping, let text = firstScalar(of: textKeys, in: node) {
            ValueSummary.append(Value(node: text), limit: 400, to: &bytes)
            let textEnd = bytes.count
            guard let detail = firstScalar(of: detailKeys, in: node) else { return (start..<textEnd, nil) }
            ValueSummary.append(Value(node: detail), limit: 400, to: &bytes)
            return (start..<textEnd, textEnd..<bytes.count)
        }
        // A string's summary is the string itself, whatever the limit.
        ValueSummary.append(viewModel, limit: limit, to: &bytes)
        return (start..<bytes.count, nil)
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
