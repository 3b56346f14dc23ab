@_spi(DocumentStorage) import ListSpecRuntime
/// Values as the diff reports show them: one line, at most `columns` wide.
/// Strings are quoted; other values are `ValueSummary`'s one line.
struct ReportValueText {
    var columns: Int

    /// `"text"`, or `none`.
    func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"" + fitted(text) + "\""
    }

    /// A string viewModel quoted; others as `{key: value, ...}` / `[a, b]`; `none` when absent.
    func value(_ value: Value?) -> String {
        guard let value else { return "none" }
        let node = value.node
        if node.kind == .string { return quoted(node.string ?? "") }
        // One character past the width, so that a cut shows its `…`.
        return fitted(ValueSummary.summary(value, limit: columns + 1))
    }

    /// `44`, `44.5`, `automatic`, or `none`.
    func height(_ height: Height?) -> String {
        switch height {
        case nil: return "none"
        case .automatic?: return "automatic"
        case .points(let number)?: return number.description
        }
    }

    /// Control characters made visible, cut to `columns` (only measured when it may be wider).
    private func fitted(_ text: String) -> String {
        let clean = DisplayText.sanitized(text)
        // A character never takes more columns than it has UTF-8 bytes.
        return clean.utf8.count <= columns ? clean : DisplayText.truncated(clean, to: columns)
    }
}
