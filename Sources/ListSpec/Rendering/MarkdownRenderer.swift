import ListSpecRuntime
/// `render --format markdown`: a heading per table and per section and one
/// Markdown table per section (index path, cellID, cellType, viewModel, action),
/// ready to paste into a pull request. Spec text is escaped with `MarkdownEscaping`.
package struct MarkdownRenderer: Sendable {
    /// viewModel summaries longer than this are cut with an ellipsis.
    package var viewModelColumns: Int

    package init(viewModelColumns: Int = 120) {
        self.viewModelColumns = max(viewModelColumns, 10)
    }

    /// `title` (the spec's path) becomes the top heading.
    package func render(_ tables: [Table], title: String) -> String {
        var out = ByteWriter()
        write(tables, title: title, into: &out)
        return out.text
    }

    /// The report, into `out`.
    package func write(_ tables: [Table], title: String, into out: inout ByteWriter) {
        out += "# \(MarkdownEscaping.escaped(title))\n"
        if tables.isEmpty { out += "\n*No tables.*\n" }
        for table in tables { render(table, into: &out) }
    }

    private func render(_ table: Table, into out: inout ByteWriter) {
        let sectionWord = table.sections.count == 1 ? "section" : "sections"
        let cellWord = table.cellCount == 1 ? "cell" : "cells"
        out += "\n## Table \(MarkdownEscaping.escaped(table.name))\n\n"
        out += "Style \(table.style.rawValue) · \(table.sections.count) \(sectionWord) · \(table.cellCount) \(cellWord)"
        let indexTitles = table.indexTitles
        if !indexTitles.isEmpty {
            out += " · section index " + indexTitles.map(MarkdownEscaping.escaped).joined(separator: " ")
        }
        out += "\n"
        if table.sections.isEmpty { out += "\n*No sections.*\n" }
        var cellReader = SectionCellReader(table: table)
        for (index, section) in table.sections.enumerated() {
            render(section, cells: cellReader.cells(of: section, index: index), index: index, into: &out)
        }
    }

    private func render(_ section: Section, cells: [Cell], index: Int, into out: inout ByteWriter) {
        out += "\n### Section \(index) · sectionID \(section.sectionID)"
        if let title = section.header?.title { out += ": " + MarkdownEscaping.escaped(title) }
        out += "\n\n"
        var facts: [String] = []
        if let header = section.header { facts.append("Header " + describe(header)) }
        if let footer = section.footer { facts.append("Footer " + describe(footer)) }
        if let indexTitle = section.indexTitle { facts.append("index title " + MarkdownEscaping.escaped(indexTitle)) }
        if let viewModel = section.viewModel { facts.append("viewModel " + cellText(ValueSummary.summary(viewModel, limit: viewModelColumns * 2))) }
        if !facts.isEmpty { out += facts.joined(separator: " · ") + "\n\n" }
        guard !cells.isEmpty else {
            out += "*No rows.*\n"
            return
        }
        out += "| Index path | cellID | cellType | viewModel | Action |\n"
        out += "| --- | ---: | --- | --- | --- |\n"
        for (row, cell) in cells.enumerated() {
            var action = cell.action.map(MarkdownEscaping.escaped) ?? "—"
            if cell.deletable { action += " · deletable" }
            let viewModel = cell.viewModel == nil ? "—" : cellText(ValueSummary.summary(cell.viewModel, limit: viewModelColumns * 2))
            out += "| [\(index), \(row)] | \(cell.cellID) | \(MarkdownEscaping.escaped(cell.cellType)) | \(viewModel) | \(action) |\n"
        }
    }

    private func cellText(_ summary: String) -> String {
        MarkdownEscaping.escaped(DisplayText.truncated(summary, to: viewModelColumns))
    }

    private func describe(_ value: HeaderFooter) -> String {
        var text = value.title.map { "“" + MarkdownEscaping.escaped($0) + "”" } ?? "(no title)"
        var details: [String] = []
        if let view = value.view { details.append("view " + MarkdownEscaping.escaped(view)) }
        if let height = value.height { details.append(TextRenderer.describe(height)) }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        return text
    }
}
