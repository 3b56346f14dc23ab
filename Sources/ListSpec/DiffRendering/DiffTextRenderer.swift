import ListSpecRuntime
/// `diff --format text`: a report to review. Per table a summary line, then each
/// change with its IDs and index paths side by side (`-` deleted, `+` inserted,
/// `~` reloaded); for a reloaded cell or section, what changed, field by field and key by key
/// (`viewModel.servings: 2 -> 3`), as the Markdown report says it. A reloaded section's rows
/// are listed under it (the reload brings them; the batch update names none of them).
/// Deletes and reloads show old index paths, inserts new ones (UIKit's coordinates).
package struct DiffTextRenderer: Sendable {
    package var palette: Palette
    /// The widest a value is shown before it is cut with `…`.
    package var valueColumns: Int

    package init(palette: Palette = .plain, valueColumns: Int = 60) {
        self.palette = palette
        self.valueColumns = valueColumns
    }

    package func render(_ diff: SpecDiff) -> String {
        String(decoding: bytes(diff), as: UTF8.self)
    }

    /// The report as UTF-8, written as bytes (a large diff has tens of thousands of lines).
    package func bytes(_ diff: SpecDiff) -> [UInt8] {
        var out = ByteWriter(capacity: 1 << 16)
        write(diff, into: &out)
        return out.output
    }

    /// The report, into `out`.
    package func write(_ diff: SpecDiff, into out: inout ByteWriter) {
        for (t, table) in diff.tables.enumerated() {
            if t > 0 { out.raw("\n") }
            render(table, into: &out)
        }
        if !diff.declarations.isEmpty {
            if !diff.tables.isEmpty { out.raw("\n") }
            render(diff.declarations, into: &out)
        }
    }

    /// `declarations: 2 changed` (types, fields, enum cases, cell types), then a line each: `~ field Recipe.rating: Double -> Double?`.
    private func render(_ declarations: [DeclarationChange], into out: inout ByteWriter) {
        out += palette.paint("declarations:", .heading) + " " + palette.paint("\(declarations.count) changed", .changed) + "\n"
        let lines = DeclarationLines(valueColumns: valueColumns)
        for change in declarations {
            let role: Palette.Role = change.change == .added ? .added : change.change == .removed ? .removed : .changed
            out.raw("  ")
            out += palette.paint(DeclarationLines.marker(change.change) + " " + DeclarationLines.kind(change.kind), role)
            out += " " + palette.paint(lines.name(change), .identifier)
            if let declaration = lines.declaration(change) { out += ": " + declaration }
            out.raw("\n")
        }
    }

    package func render(_ table: TableDiff, into out: inout ByteWriter) {
        out += palette.paint(DisplayText.sanitized(table.name) + ":", .heading) + " " + summary(table) + "\n"
        guard table.change == .modified else { return }
        table.forEachSectionChange { render($0, into: &out) }
        if table.update.reloadSectionIndexTitles {
            let titles = fields.indexTitles(table.oldTable?.indexTitles ?? [], table.newTable?.indexTitles ?? [])
            out += "  " + palette.paint("~ section index titles", .changed) + ": " + (titles.old ?? "") + " -> " + (titles.new ?? "") + "\n"
        }
    }

    /// `menu: 1 section inserted, 2 rows deleted, 1 row reloaded`.
    package func summary(_ table: TableDiff) -> String {
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

    // Lines are appended piece by piece: a large diff has tens of thousands of them.

    private func render(_ section: SectionChange, into out: inout ByteWriter) {
        out.raw("  ")
        switch section.kind {
        case .deleted:
            out += palette.paint("- sectionID", .removed)
            sectionPlace(section, into: &out)
            out += palette.paint(" (\(count(section.old?.cells.count ?? 0, "row")))", .dim)
            out.raw("\n")
        case .inserted:
            out += palette.paint("+ sectionID", .added)
            sectionPlace(section, into: &out)
            out += palette.paint(" (\(count(section.new?.cells.count ?? 0, "row")))", .dim)
            out.raw("\n")
        case .reloaded:
            out += palette.paint("~ sectionID", .changed)
            sectionPlace(section, into: &out)
            changes(fields.lines(section), indent: "      ", into: &out)
        case .kept:
            out += palette.paint("sectionID", .dim)
            sectionPlace(section, into: &out)
            changes(fields.lines(section), indent: "      ", into: &out)
        }
        for cell in section.cells { render(cell, into: &out) }
    }

    /// ` 3 at [1]`, or ` 3 at [1] -> [2]` when the section's index changes: the ID, then the index in brackets.
    private func sectionPlace(_ section: SectionChange, into out: inout ByteWriter) {
        out += " "
        out += palette.paint(String(section.sectionID), .identifier)
        out += " at "
        out += "[\(section.oldIndex ?? section.newIndex ?? 0)]"
        if let old = section.oldIndex, let new = section.newIndex, old != new {
            out += " -> [\(new)]"
        }
    }

    private func render(_ cell: CellChange, into out: inout ByteWriter) {
        out.raw("    ")
        switch cell.kind {
        case .deleted: out += palette.paint("- cellID", .removed)
        case .inserted: out += palette.paint("+ cellID", .added)
        case .reloaded: out += palette.paint("~ cellID", .changed)
        }
        out.raw(" ")
        if palette.decorates(.identifier) { out += palette.paint(String(cell.cellID), .identifier) } else { out.int(cell.cellID) }
        out.raw(" at ")
        switch cell.kind {
        case .deleted: path(cell.oldPath, into: &out)
        case .inserted: path(cell.newPath, into: &out)
        case .reloaded:
            path(cell.oldPath, into: &out)
            if cell.oldPath != cell.newPath {
                out.raw(" -> ")
                path(cell.newPath, into: &out)
            }
            changes(fields.lines(cell), indent: "        ", into: &out)
            return
        }
        out.raw("\n")
    }

    /// What changed, ending the line: one change after `: `, several on lines of their own below.
    private func changes(_ lines: [FieldChangeLines.Line], indent: StaticString, into out: inout ByteWriter) {
        guard lines.count > 1 else {
            if let line = lines.first {
                out.raw(": ")
                line.write(into: &out)
            }
            out.raw("\n")
            return
        }
        out.raw(":\n")
        for line in lines {
            out.raw(indent)
            line.write(into: &out)
            out.raw("\n")
        }
    }

    private var fields: FieldChangeLines { FieldChangeLines(valueColumns: valueColumns) }

    /// `[section, row]` as `TableIndexPath.description` says it, or `?`.
    private func path(_ path: TableIndexPath?, into out: inout ByteWriter) {
        guard let path else { return out.raw("?") }
        out.raw("[")
        out.int(Int64(path.section))
        out.raw(", ")
        out.int(Int64(path.row))
        out.raw("]")
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
