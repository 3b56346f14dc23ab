/// `diff --format text`: a report to review. Per table a summary line, then each
/// change with its IDs and index paths side by side (`-` deleted, `+` inserted,
/// `~` reloaded); for a reloaded cell or section, what changed, old -> new.
/// Deletes and reloads show old index paths, inserts new ones (UIKit's coordinates).
public struct DiffTextRenderer {
    public var palette: Palette
    /// The widest a value is shown before it is cut with `…`.
    public var valueColumns: Int

    public init(palette: Palette = .plain, valueColumns: Int = 60) {
        self.palette = palette
        self.valueColumns = valueColumns
    }

    public func render(_ diff: SpecDiff) -> String {
        var out = ""
        for (t, table) in diff.tables.enumerated() {
            if t > 0 { out += "\n" }
            render(table, into: &out)
        }
        return out
    }

    public func render(_ table: TableDiff, into out: inout String) {
        out += palette.paint(DisplayText.sanitized(table.name) + ":", .heading) + " " + summary(table) + "\n"
        guard table.change == .modified else { return }
        for section in table.sectionChanges {
            render(section, into: &out)
        }
        if table.update.reloadSectionIndexTitles {
            let old = table.oldTable?.indexTitles ?? [], new = table.newTable?.indexTitles ?? []
            out += "  " + palette.paint("~ section index titles", .changed) + ": " + titles(old) + " -> " + titles(new) + "\n"
        }
    }

    /// `menu: 1 section inserted, 2 rows deleted, 1 row reloaded`.
    public func summary(_ table: TableDiff) -> String {
        func described(_ t: Table?) -> String {
            guard let t else { return "" }
            return "(\(t.style.rawValue), \(count(t.sections.count, "section")), \(count(t.cellCount, "row")))"
        }
        switch table.change {
        case .unchanged: return palette.paint("unchanged", .dim)
        case .added: return palette.paint("added", .added) + " " + described(table.newTable)
        case .removed: return palette.paint("removed", .removed) + " " + described(table.oldTable)
        case .restyled:
            return palette.paint("restyled", .changed)
                + " \(table.oldTable?.style.rawValue ?? "?") -> \(table.newTable?.style.rawValue ?? "?") (a new table view, nothing to animate)"
        case .modified:
            let update = table.update
            var parts: [String] = []
            func add(_ n: Int, _ noun: String, _ verb: String, _ role: Palette.Role) {
                if n > 0 { parts.append(palette.paint("\(count(n, noun)) \(verb)", role)) }
            }
            add(update.deleteSections.count, "section", "deleted", .removed)
            add(update.insertSections.count, "section", "inserted", .added)
            add(update.reloadSections.count, "section", "reloaded", .changed)
            add(update.deleteRows.count, "row", "deleted", .removed)
            add(update.insertRows.count, "row", "inserted", .added)
            add(update.reloadRows.count, "row", "reloaded", .changed)
            if update.reloadSectionIndexTitles { parts.append(palette.paint("section index titles reloaded", .changed)) }
            return parts.isEmpty ? "modified, nothing to animate" : parts.joined(separator: ", ")
        }
    }

    private func render(_ section: SectionChange, into out: inout String) {
        let id = palette.paint(String(section.sectionID), .identifier)
        switch section.kind {
        case .deleted:
            out += "  " + palette.paint("- section", .removed) + " \(id) at \(section.oldIndex ?? 0)"
                + palette.paint(" (\(count(section.old?.cells.count ?? 0, "row")))", .dim) + "\n"
        case .inserted:
            out += "  " + palette.paint("+ section", .added) + " \(id) at \(section.newIndex ?? 0)"
                + palette.paint(" (\(count(section.new?.cells.count ?? 0, "row")))", .dim) + "\n"
        case .reloaded:
            out += "  " + palette.paint("~ section", .changed) + " \(id) at \(moved(section.oldIndex, section.newIndex)): "
                + changes(section) + "\n"
        case .kept:
            out += "  " + palette.paint("section", .dim) + " \(id) at \(moved(section.oldIndex, section.newIndex))"
            out += section.fields.isEmpty ? "\n" : ": " + changes(section) + "\n"
            for cell in section.cells { render(cell, into: &out) }
        }
    }

    private func render(_ cell: CellChange, into out: inout String) {
        let id = palette.paint(String(cell.cellID), .identifier)
        switch cell.kind {
        case .deleted:
            out += "    " + palette.paint("- cell", .removed) + " \(id) at \(path(cell.oldPath))\n"
        case .inserted:
            out += "    " + palette.paint("+ cell", .added) + " \(id) at \(path(cell.newPath))\n"
        case .reloaded:
            var place = path(cell.oldPath)
            if cell.oldPath != cell.newPath { place += " -> " + path(cell.newPath) }
            out += "    " + palette.paint("~ cell", .changed) + " \(id) at \(place): " + changes(cell) + "\n"
        }
    }

    private func changes(_ section: SectionChange) -> String {
        section.fields.map { field -> String in
            let (old, new): (String, String)
            switch field {
            case .header: (old, new) = (headerFooter(section.old?.header), headerFooter(section.new?.header))
            case .footer: (old, new) = (headerFooter(section.old?.footer), headerFooter(section.new?.footer))
            case .viewModel: (old, new) = (value(section.old?.viewModel), value(section.new?.viewModel))
            case .indexTitle: (old, new) = (quoted(section.old?.indexTitle), quoted(section.new?.indexTitle))
            }
            return "\(field.rawValue) \(old) -> \(new)"
        }.joined(separator: ", ")
    }

    private func changes(_ cell: CellChange) -> String {
        cell.fields.map { field -> String in
            let (old, new): (String, String)
            switch field {
            case .cellType: (old, new) = (quoted(cell.old?.cellType), quoted(cell.new?.cellType))
            case .viewModel: (old, new) = (value(cell.old?.viewModel), value(cell.new?.viewModel))
            case .height: (old, new) = (height(cell.old?.height), height(cell.new?.height))
            case .estimatedHeight: (old, new) = (height(cell.old?.estimatedHeight), height(cell.new?.estimatedHeight))
            case .action: (old, new) = (quoted(cell.old?.action), quoted(cell.new?.action))
            case .deletable: (old, new) = (String(cell.old?.deletable ?? false), String(cell.new?.deletable ?? false))
            }
            return "\(field.rawValue) \(old) -> \(new)"
        }.joined(separator: ", ")
    }

    // MARK: Values as the report shows them

    private func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"" + DisplayText.truncated(DisplayText.sanitized(text), to: valueColumns) + "\""
    }

    private func value(_ value: Value?) -> String {
        guard let value else { return "none" }
        if case .string(let text) = value.content { return quoted(text) }
        return DisplayText.truncated(ValueSummary.summary(value, limit: valueColumns + 1), to: valueColumns)
    }

    private func height(_ height: Height?) -> String {
        switch height {
        case nil: return "none"
        case .automatic?: return "automatic"
        case .points(let number)?: return number.description
        }
    }

    private func headerFooter(_ item: HeaderFooter?) -> String {
        guard let item else { return "none" }
        if item.view == nil, item.height == nil, let title = item.title { return quoted(title) }
        var parts: [String] = []
        if let title = item.title { parts.append("title: " + quoted(title)) }
        if let view = item.view { parts.append("view: " + quoted(view)) }
        if let h = item.height { parts.append("height: " + height(h)) }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private func titles(_ list: [String]) -> String {
        "[" + list.map { quoted($0) }.joined(separator: ", ") + "]"
    }

    private func path(_ path: TableIndexPath?) -> String { path?.description ?? "?" }

    private func moved(_ old: Int?, _ new: Int?) -> String {
        old == new ? String(old ?? 0) : "\(old.map(String.init) ?? "?") -> \(new.map(String.init) ?? "?")"
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
