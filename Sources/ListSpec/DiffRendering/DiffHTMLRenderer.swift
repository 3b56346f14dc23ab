import ListSpecRuntime
/// `diff --format html`: a self-contained before/after picture in the look of
/// `render --format html`. Per table the old and the new version side by side, drawn by
/// `HTMLRenderer`: deleted rows red on the old side, inserted rows green on the new side,
/// reloaded rows yellow on both, deleted and inserted sections marked whole; a legend on top.
/// What changed in a reloaded row or section is written under it on the new side, field by
/// field as the text and Markdown reports say it (`viewModel.servings: 2 -> 3`), so a change
/// the picture does not draw (a height, an action, a key past the labels) is seen.
/// No scripts, nothing loaded from elsewhere; spec text goes through `HTMLEscaping`, and
/// the marks are classes from a fixed list.
package struct DiffHTMLRenderer: Sendable {
    package init() {}

    package func render(_ diff: SpecDiff, oldPath: String, newPath: String) -> String {
        String(decoding: bytes(diff, oldPath: oldPath, newPath: newPath), as: UTF8.self)
    }

    /// The page as UTF-8.
    package func bytes(_ diff: SpecDiff, oldPath: String, newPath: String) -> [UInt8] {
        let cells = diff.tables.reduce(0) { $0 + ($1.oldTable?.cellCount ?? 0) + ($1.newTable?.cellCount ?? 0) }
        var page = ByteWriter(capacity: HTMLRenderer.expectedSize(cells: cells))
        write(diff, oldPath: oldPath, newPath: newPath, into: &page)
        return page.output
    }

    /// The page, into `page`.
    package func write(_ diff: SpecDiff, oldPath: String, newPath: String, into page: inout ByteWriter) {
        let changed = diff.tables.count { $0.change != .unchanged }
        let tableWord = diff.tables.count == 1 ? "table" : "tables"
        page += HTMLRenderer.pageStart(title: "\(oldPath) → \(newPath)",
                                       subtitle: "\(diff.tables.count) \(tableWord), \(changed) changed"
                                           + (diff.declarations.isEmpty ? "" : ", " + DeclarationLines.summary(diff.declarations)) + " · drawn by listspec diff",
                                       extraStyle: DiffHTMLStyle.css)
        page += """
        <ul class="legend" title="legend">\
        <li><span class="swatch deleted"></span>deleted (old side)</li>\
        <li><span class="swatch inserted"></span>inserted (new side)</li>\
        <li><span class="swatch reloaded"></span>reloaded (both sides; what changed under it, new side)</li>\
        <li><span class="swatch section-mark"></span>a framed section is deleted or inserted whole</li></ul>
        <main class="diff">

        """
        if diff.tables.isEmpty { page += "<p class=\"empty-spec\">(no tables in either version)</p>\n" }
        let drawer = HTMLRenderer()
        let sides = (old: HTMLEscaping.escaped(oldPath), new: HTMLEscaping.escaped(newPath))
        for (number, table) in diff.tables.enumerated() {
            let (oldMarks, newMarks) = marks(table)
            page += "<section class=\"pair change-\(table.change.rawValue)\" id=\"pair-\(number)\">\n"
            page += "<h2><span class=\"table-name\">\(HTMLEscaping.escaped(DisplayText.sanitized(table.name)))</span> "
            page += "<span class=\"summary\">\(HTMLEscaping.escaped(DiffTextRenderer().summary(table)))</span></h2>\n"
            page += "<div class=\"sides\">\n"
            side("old", label: "Before · " + sides.old, table.oldTable, absent: "(not in the old version)",
                 id: "old-\(number)", marks: oldMarks, drawer: drawer, into: &page)
            side("new", label: "After · " + sides.new, table.newTable, absent: "(not in the new version)",
                 id: "new-\(number)", marks: newMarks, drawer: drawer, into: &page)
            page += "</div>\n</section>\n"
        }
        if !diff.declarations.isEmpty { declarations(diff.declarations, into: &page) }
        page += "</main>\n</body>\n</html>\n"
    }

    /// The declarations that changed, a line each as the text report says it, marked as rows
    /// are (its style here: a page without them stays as it was).
    private func declarations(_ changes: [DeclarationChange], into page: inout ByteWriter) {
        let lines = DeclarationLines(valueColumns: 120)
        page += "<section class=\"declarations\">\n<style>ul.declarations { list-style: none; padding: 0; margin: 0 0 48px; "
            + "font: 13px/20px ui-monospace, \"SF Mono\", Menlo, Consolas, monospace; } ul.declarations li { padding: 2px 8px; "
            + "overflow-wrap: anywhere; } ul.declarations li.added { background: #d3f5db; } ul.declarations li.removed { "
            + "background: #ffd5d2; } ul.declarations li.changed { background: #fff0b3; }</style>\n"
        page += "<h2>Declarations <span class=\"summary\">\(DeclarationLines.summary(changes))</span></h2>\n<ul class=\"declarations\">\n"
        for change in changes {
            var text = DeclarationLines.marker(change.change) + " " + DeclarationLines.kind(change.kind) + " " + lines.name(change)
            if let declaration = lines.declaration(change) { text += ": " + declaration }
            page += "<li class=\"\(change.change.rawValue)\">\(HTMLEscaping.escaped(text))</li>\n"
        }
        page += "</ul>\n</section>\n"
    }

    /// `label` is already escaped.
    private func side(_ name: String, label: String, _ table: Table?, absent: String, id: String, marks: HTMLMarks,
                      drawer: HTMLRenderer, into out: inout ByteWriter) {
        out += "<div class=\"side \(name)\">\n<p class=\"side-label\">\(label)</p>\n"
        if let table {
            drawer.render(table, id: id, marks: marks, into: &out)
        } else {
            out += "<p class=\"absent\">\(absent)</p>\n"
        }
        out += "</div>\n"
    }

    /// What to colour on each side: deletes and reloads at old places, inserts and reloads at new ones.
    /// An added or removed table is marked whole.
    private func marks(_ table: TableDiff) -> (old: HTMLMarks, new: HTMLMarks) {
        var old = HTMLMarks(), new = HTMLMarks()
        switch table.change {
        case .removed:
            for index in table.oldTable?.sections.indices ?? 0..<0 { old.sections[index] = .deleted }
        case .added:
            for index in table.newTable?.sections.indices ?? 0..<0 { new.sections[index] = .inserted }
        case .unchanged, .restyled:
            break
        case .modified:
            if table.update.reloadSectionIndexTitles {
                old.indexTitles = .reloaded
                new.indexTitles = .reloaded
            }
            let fields = FieldChangeLines(valueColumns: 40, limit: 6)
            for section in table.sectionChanges {
                switch section.kind {
                case .deleted: section.oldIndex.map { old.sections[$0] = .deleted }
                case .inserted: section.newIndex.map { new.sections[$0] = .inserted }
                case .reloaded:
                    section.oldIndex.map { old.sections[$0] = .reloaded }
                    if let index = section.newIndex {
                        new.sections[index] = .reloaded
                        new.sectionNotes[index] = fields.lines(section).map(\.text)
                    }
                case .kept: break
                }
                // A reloaded section's rows too: what changed in them is not all in the picture.
                for cell in section.cells {
                    switch cell.kind {
                    case .deleted: cell.oldPath.map { old.rows[$0] = .deleted }
                    case .inserted: cell.newPath.map { new.rows[$0] = .inserted }
                    case .reloaded:
                        cell.oldPath.map { old.rows[$0] = .reloaded }
                        if let path = cell.newPath {
                            new.rows[path] = .reloaded
                            new.rowNotes[path] = fields.lines(cell).map(\.text)
                        }
                    }
                }
            }
        }
        return (old, new)
    }
}
