import ListSpecRuntime
/// What changed in a reloaded cell or section, one line per field or viewModel key,
/// as the review formats show it: `viewModel.title: "Old" -> "New"`, `height: 44 -> automatic`.
/// Plain text (hidden characters visible, values cut to a width); each format escapes the parts.
struct FieldChangeLines {
    /// `name: old -> new`, or a note (`3 more changes`) with no values.
    struct Line: Equatable {
        var name: String
        var old: String?
        var new: String?

        var text: String { old.map { "\(name): \($0) -> \(new ?? "none")" } ?? name }

        /// `text`, written piece by piece: the text report has a line per reloaded row, so no String is built for each.
        func write(into out: inout ByteWriter) {
            out += name
            guard let old else { return }
            out.raw(": ")
            out += old
            out.raw(" -> ")
            out += new ?? "none"
        }
    }

    var values: ReportValueText
    /// Lines per cell or section at the most; the rest are counted in a last line.
    var limit: Int

    init(valueColumns: Int = 60, limit: Int = 8) {
        values = ReportValueText(columns: valueColumns)
        self.limit = limit
    }

    func lines(_ cell: CellChange) -> [Line] {
        var lines: [Line] = []
        for field in cell.fields {
            switch field {
            case .cellType: lines.append(line("cellType", values.quoted(cell.old?.cellType, cell.new?.cellType)))
            case .viewModel: lines += viewModel(cell.old?.viewModel, cell.new?.viewModel)
            case .height: lines.append(line("height", height(cell.old?.height), height(cell.new?.height)))
            case .estimatedHeight:
                lines.append(line("estimatedHeight", height(cell.old?.estimatedHeight), height(cell.new?.estimatedHeight)))
            case .action: lines.append(line("action", values.quoted(cell.old?.action, cell.new?.action)))
            case .deletable: lines.append(line("deletable", String(cell.old?.deletable ?? false), String(cell.new?.deletable ?? false)))
            }
        }
        return capped(lines)
    }

    func lines(_ section: SectionChange) -> [Line] {
        var lines: [Line] = []
        for field in section.fields {
            switch field {
            case .header: lines += headerFooter("header", section.old?.header, section.new?.header)
            case .footer: lines += headerFooter("footer", section.old?.footer, section.new?.footer)
            case .viewModel: lines += viewModel(section.old?.viewModel, section.new?.viewModel)
            case .indexTitle:
                lines.append(line("indexTitle", values.quoted(section.old?.indexTitle, section.new?.indexTitle)))
            }
        }
        return capped(lines)
    }

    /// `["A", "B"] -> ["A", "C"]`, for the table's section index.
    func indexTitles(_ old: [String], _ new: [String]) -> Line {
        func list(_ titles: [String]) -> String {
            var text = "["
            for (i, title) in titles.prefix(limit * 4).enumerated() {
                if i > 0 { text += ", " }
                text += values.quoted(title)
            }
            return text + (titles.count > limit * 4 ? ", …]" : "]")
        }
        return line("section index titles", list(old), list(new))
    }

    private func viewModel(_ old: Value?, _ new: Value?) -> [Line] {
        let (changes, more) = ValueChanges.between(old, new, path: "viewModel", limit: limit)
        var lines = changes.map { line(DisplayText.sanitized($0.path), values.values($0.old, $0.new)) }
        if more > 0 { lines.append(Line(name: "viewModel: \(more) more \(more == 1 ? "change" : "changes")")) }
        return lines
    }

    private func headerFooter(_ name: String, _ old: HeaderFooter?, _ new: HeaderFooter?) -> [Line] {
        guard let old, let new else {
            return [line(name, old == nil ? "none" : describedHeaderFooter(old), new == nil ? "none" : describedHeaderFooter(new))]
        }
        var lines: [Line] = []
        if old.title != new.title { lines.append(line(name + ".title", values.quoted(old.title, new.title))) }
        if old.view != new.view { lines.append(line(name + ".view", values.quoted(old.view, new.view))) }
        if old.height != new.height { lines.append(line(name + ".height", height(old.height), height(new.height))) }
        return lines
    }

    /// `{title "A", view "V", height 30}` for a header or footer that came or went.
    private func describedHeaderFooter(_ item: HeaderFooter?) -> String {
        guard let item else { return "none" }
        var parts: [String] = []
        if let title = item.title { parts.append("title " + values.quoted(title)) }
        if let view = item.view { parts.append("view " + values.quoted(view)) }
        if let h = item.height { parts.append("height " + height(h)) }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private func line(_ name: String, _ old: String, _ new: String) -> Line { Line(name: name, old: old, new: new) }

    private func line(_ name: String, _ sides: (old: String, new: String)) -> Line { Line(name: name, old: sides.old, new: sides.new) }

    private func height(_ height: Height?) -> String { values.height(height) }

    private func capped(_ lines: [Line]) -> [Line] {
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + [Line(name: "\(lines.count - limit) more changes")]
    }
}
