@_spi(DocumentStorage) import ListSpecRuntime
/// Values as the diff reports show them: one line, at most `columns` wide.
/// Strings are quoted; other values are `ValueSummary`'s one line. The two sides of a
/// change are cut together, so that where they differ is shown, not cut away.
struct ReportValueText {
    var columns: Int

    /// `"text"`, or `none`.
    func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return shown(DisplayText.sanitized(text), quoted: true)
    }

    /// A string viewModel quoted; others as `{key: value, ...}` / `[a, b]`; `none` when absent.
    func value(_ value: Value?) -> String {
        guard let value else { return "none" }
        let node = value.node
        if node.kind == .string { return quoted(node.string ?? "") }
        // One character past the width, so that a cut shows its `…`.
        return shown(ValueSummary.summary(value, limit: columns + 1), quoted: false)
    }

    /// `44`, `44.5`, `automatic`, or `none`.
    func height(_ height: Height?) -> String {
        switch height {
        case nil: return "none"
        case .automatic?: return "automatic"
        case .points(let number)?: return number.description
        }
    }

    /// Both sides of a changed value (`value`'s forms). When both are too wide and agree up to
    /// past the cut, both start a little before their first difference, after a `…`:
    /// `"…with Dill Sauce"` -> `"…with Dill Sauces"`.
    func values(_ old: Value?, _ new: Value?) -> (old: String, new: String) {
        func whole(_ value: Value?) -> Side? {
            guard let value else { return nil }
            if value.node.kind == .string { return Side(text: DisplayText.sanitized(value.node.string ?? ""), quoted: true) }
            // Wide enough to reach a difference a reader can place; past it the summary stops.
            return Side(text: ValueSummary.summary(value, limit: columns * 8), quoted: false)
        }
        return pair(whole(old), whole(new))
    }

    /// Both sides of a changed string (`quoted`'s forms), cut as `values` cuts them.
    func quoted(_ old: String?, _ new: String?) -> (old: String, new: String) {
        pair(old.map { Side(text: DisplayText.sanitized($0), quoted: true) }, new.map { Side(text: DisplayText.sanitized($0), quoted: true) })
    }

    /// One side of a change, hidden characters already made visible.
    private struct Side {
        var text: String
        var quoted: Bool
    }

    private func pair(_ old: Side?, _ new: Side?) -> (old: String, new: String) {
        guard var old, var new else {
            return (old.map { shown($0.text, quoted: $0.quoted) } ?? "none", new.map { shown($0.text, quoted: $0.quoted) } ?? "none")
        }
        let room = columns - 1
        if DisplayText.width(of: old.text) > room || DisplayText.width(of: new.text) > room {
            // Where they part, in Characters, looked for no further than a summary reaches.
            var common = 0
            for (x, y) in zip(old.text.prefix(columns * 8), new.text.prefix(columns * 8)) {
                guard x == y else { break }
                common += 1
            }
            let context = max(columns / 2, 4)
            if common > room - context {
                old.text = "…" + old.text.dropFirst(common - context)
                new.text = "…" + new.text.dropFirst(common - context)
            }
        }
        return (shown(old.text, quoted: old.quoted), shown(new.text, quoted: new.quoted))
    }

    /// Clean text cut to `columns` (only measured when it may be wider), quoted when a string.
    private func shown(_ clean: String, quoted: Bool) -> String {
        // A character never takes more columns than it has UTF-8 bytes.
        let cut = clean.utf8.count <= columns ? clean : DisplayText.truncated(clean, to: columns)
        return quoted ? "\"" + cut + "\"" : cut
    }
}
