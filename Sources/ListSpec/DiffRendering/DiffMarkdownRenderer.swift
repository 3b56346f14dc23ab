import ListSpecRuntime
/// `diff --format markdown`: GitHub-flavoured Markdown for a pull request comment or
/// `$GITHUB_STEP_SUMMARY`. Per table a heading, the one-line summary, and a table of the
/// changes (what, IDs, old and new index paths, cell type, what changed old -> new).
///
/// Everything from a spec goes through `MarkdownEscaping` (pipes, backticks, HTML, line
/// breaks), and every row is built from the same fixed list of columns, so a table never
/// goes ragged. Past `collapseAfter` rows a table is folded into `<details>`; past
/// `maximumRows` the rest is counted, not listed (a comment holds at most 65,536 characters).
package struct DiffMarkdownRenderer: Sendable {
    package var collapseAfter: Int
    package var maximumRows: Int
    /// The widest a value is shown before it is cut with `…`.
    package var valueColumns: Int

    package init(collapseAfter: Int = 25, maximumRows: Int = 200, valueColumns: Int = 60) {
        self.collapseAfter = max(collapseAfter, 1)
        self.maximumRows = max(maximumRows, 1)
        self.valueColumns = max(valueColumns, 10)
    }

    static let header = ["Change", "sectionID", "cellID", "Old index path", "New index path", "cellType", "What changed"]

    package func render(_ diff: SpecDiff, oldPath: String, newPath: String) -> String {
        var out = "## listspec diff: \(MarkdownEscaping.escaped(oldPath)) → \(MarkdownEscaping.escaped(newPath))\n\n"
        let changed = diff.tables.count { $0.change != .unchanged }
        // Declarations changed are said beside the tables; without them the line is as it always was.
        let declarations = diff.declarations.isEmpty ? "" : "; " + DeclarationLines.summary(diff.declarations)
        if diff.tables.isEmpty {
            out += "No tables in either version\(declarations).\n"
        } else {
            let tableWord = diff.tables.count == 1 ? "table" : "tables"
            out += changed == 0 ? (declarations.isEmpty ? "No change" : "No table changed") + " (\(diff.tables.count) \(tableWord))\(declarations).\n"
                : "\(changed) of \(diff.tables.count) \(tableWord) changed\(declarations).\n"
        }
        for table in diff.tables { render(table, into: &out) }
        if !diff.declarations.isEmpty { render(diff.declarations, into: &out) }
        return out
    }

    /// `### Declarations` and a table: change, kind, name, old and new declaration.
    private func render(_ declarations: [DeclarationChange], into out: inout String) {
        let lines = DeclarationLines(valueColumns: valueColumns)
        out += "\n### Declarations\n\n"
        out += line(["Change", "Kind", "Name", "Old", "New"])
        out += "| --- | --- | --- | --- | --- |\n"
        for change in declarations {
            // An enum case's name says it: its old and new are the case itself.
            let old = change.kind == .enumCase ? nil : change.old, new = change.kind == .enumCase ? nil : change.new
            out += line([change.change.rawValue, DeclarationLines.kind(change.kind), MarkdownEscaping.escaped(lines.name(change)),
                         old.map { MarkdownEscaping.escaped(lines.shown($0)) } ?? "—", new.map { MarkdownEscaping.escaped(lines.shown($0)) } ?? "—"])
        }
    }

    private func render(_ table: TableDiff, into out: inout String) {
        out += "\n### Table \(MarkdownEscaping.escaped(DisplayText.sanitized(table.name)))\n\n"
        out += MarkdownEscaping.escaped(DiffTextRenderer().summary(table)) + "\n"
        guard table.change == .modified else { return }
        let (rows, omitted) = self.rows(table)
        guard !rows.isEmpty else { return }
        let total = rows.count + omitted
        let collapsed = total > collapseAfter
        out += "\n"
        if collapsed { out += "<details><summary>\(total) changes</summary>\n\n" }
        out += line(DiffMarkdownRenderer.header)
        out += "| --- | ---: | ---: | --- | --- | --- | --- |\n"
        for row in rows { out += line(row) }
        if omitted > 0 {
            out += "\n… and \(omitted) more; run `listspec diff` for all of them.\n"
        }
        if collapsed { out += "\n</details>\n" }
    }

    /// One row per change, in the order of the text report, each with `header.count` cells;
    /// past `maximumRows` the changes are only counted.
    private func rows(_ table: TableDiff) -> (rows: [[String]], omitted: Int) {
        let fields = FieldChangeLines(valueColumns: valueColumns)
        let values = ReportValueText(columns: valueColumns)
        var rows: [[String]] = []
        var omitted = 0
        func add(_ row: @autoclosure () -> [String]) {
            if rows.count < maximumRows { rows.append(row()) } else { omitted += 1 }
        }
        table.forEachSectionChange { section in
            let id = String(section.sectionID)
            let oldIndex = section.oldIndex.map(String.init) ?? "—"
            let newIndex = section.newIndex.map(String.init) ?? "—"
            switch section.kind {
            case .deleted:
                add(["section deleted", id, "—", oldIndex, "—", "—", escaped(sectionFacts(section.old, values))])
            case .inserted:
                add(["section inserted", id, "—", "—", newIndex, "—", escaped(sectionFacts(section.new, values))])
            case .reloaded:
                add(["section reloaded", id, "—", oldIndex, newIndex, "—", changed(fields.lines(section))])
            case .kept:
                if !section.fields.isEmpty {
                    add(["section index title", id, "—", oldIndex, newIndex, "—", changed(fields.lines(section))])
                }
            }
            // A reloaded section's rows change with it: no row update of their own.
            let with = section.kind == .reloaded ? " with its section" : ""
            for cell in section.cells {
                let old = cell.oldPath?.description ?? "—", new = cell.newPath?.description ?? "—"
                let cellID = String(cell.cellID)
                switch cell.kind {
                case .deleted:
                    add(["row deleted" + with, id, cellID, old, "—", cellType(cell.old?.cellType), escaped(["viewModel " + values.value(cell.old?.viewModel)])])
                case .inserted:
                    add(["row inserted" + with, id, cellID, "—", new, cellType(cell.new?.cellType), escaped(["viewModel " + values.value(cell.new?.viewModel)])])
                case .reloaded:
                    add(["row reloaded" + with, id, cellID, old, new, cellType(cell.new?.cellType), changed(fields.lines(cell))])
                }
            }
        }
        if table.update.reloadSectionIndexTitles {
            let old = table.oldTable?.indexTitles ?? [], new = table.newTable?.indexTitles ?? []
            add(["section index titles reloaded", "—", "—", "—", "—", "—", changed([fields.indexTitles(old, new)])])
        }
        return (rows, omitted)
    }

    /// `header "Section 2" · 6 rows` for a deleted or inserted section.
    private func sectionFacts(_ section: Section?, _ values: ReportValueText) -> [String] {
        guard let section else { return [] }
        var facts: [String] = []
        if let title = section.header?.title { facts.append("header " + values.quoted(title)) }
        facts.append("\(section.cells.count) \(section.cells.count == 1 ? "row" : "rows")")
        return [facts.joined(separator: " · ")]
    }

    /// `name: old -> new` lines, each part escaped, joined with `<br>`.
    private func changed(_ lines: [FieldChangeLines.Line]) -> String {
        guard !lines.isEmpty else { return "—" }
        return lines.map { line in
            var text = MarkdownEscaping.escaped(line.name)
            if let old = line.old {
                text += ": " + MarkdownEscaping.escaped(old) + " -> " + MarkdownEscaping.escaped(line.new ?? "none")
            }
            return text
        }.joined(separator: "<br>")
    }

    /// Lines escaped one by one and joined with `<br>` (the only markup inside a cell).
    private func escaped(_ lines: [String]) -> String {
        lines.isEmpty ? "—" : lines.map(MarkdownEscaping.escaped).joined(separator: "<br>")
    }

    private func cellType(_ text: String?) -> String {
        text.map { MarkdownEscaping.escaped(DisplayText.truncated(DisplayText.sanitized($0), to: valueColumns)) } ?? "—"
    }

    private func line(_ cells: [String]) -> String {
        var line = "|"
        for cell in cells {
            line += " "
            line += cell.isEmpty ? "—" : cell
            line += " |"
        }
        return line + "\n"
    }
}
