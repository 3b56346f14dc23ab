import ListSpecRuntime
/// What a table row shows for its viewModel, the way a UITableViewCell would:
/// a string is the text; a map's `title`, `text` or `name` is the text and its
/// `subtitle` or `detail` the detail text; anything else is a one-line summary.
package struct RowLabels: Equatable, Sendable {
    package var text: String
    package var detail: String?

    package init(text: String, detail: String? = nil) {
        self.text = text
        self.detail = detail
    }

    static let textKeys = ["title", "text", "name"]
    static let detailKeys = ["subtitle", "detail"]

    /// Labels for a viewModel; nil when the cell has no viewModel.
    package init?(viewModel: Value?, limit: Int = 400) {
        guard let viewModel else { return nil }
        switch viewModel.content {
        case .null:
            return nil
        case .string(let text):
            self.init(text: DisplayText.sanitized(text))
        case .map(let pairs):
            let text = RowLabels.firstScalar(of: RowLabels.textKeys, in: pairs)
            let detail = RowLabels.firstScalar(of: RowLabels.detailKeys, in: pairs)
            if let text {
                self.init(text: text, detail: detail)
            } else {
                self.init(text: ValueSummary.summary(viewModel, limit: limit))
            }
        default:
            self.init(text: ValueSummary.summary(viewModel, limit: limit))
        }
    }

    /// The first of `keys` present with a scalar value, as one line of text.
    private static func firstScalar(of keys: [String], in pairs: [(key: String, value: Value)]) -> String? {
        for key in keys {
            guard let value = pairs.first(where: { $0.key == key })?.value else { continue }
            switch value.content {
            case .list, .map, .null: continue
            default: return ValueSummary.summary(value)
            }
        }
        return nil
    }
}
