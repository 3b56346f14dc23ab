import ListSpecRuntime
/// `render --format text`: each table drawn with box-drawing characters, cells with
/// their index path and cellID side by side, so a crash log's index path can be looked up.
package struct TextRenderer: Sendable {
    package var width: Int
    package var palette: Palette

    package init(width: Int = 100, palette: Palette = .plain) {
        self.width = max(width, 50)
        self.palette = palette
    }

    package func render(_ tables: [Table]) -> String {
        tables.map(render(table:)).joined(separator: "\n")
    }

    private struct Row {
        var columns: [String]
    }

    private static let titles = ["index path", "cellID", "cellType", "viewModel", "height · action"]

    package func render(table: Table) -> String {
        var out = ""
        let sectionWord = table.sections.count == 1 ? "section" : "sections"
        let cellWord = table.cellCount == 1 ? "cell" : "cells"
        out += palette.paint(DisplayText.sanitized(table.name), .heading)
            + palette.paint("  \(table.style.rawValue) · \(table.sections.count) \(sectionWord) · \(table.cellCount) \(cellWord)", .dim) + "\n"

        // Column widths over the whole table, so every section lines up.
        var widths = TextRenderer.titles.map { DisplayText.width(of: $0) }
        widths[3] = DisplayText.width(of: "viewModel")
        var naturalViewModel = widths[3]
        for (s, section) in table.sections.enumerated() {
            for (r, cell) in section.cells.enumerated() {
                widths[0] = max(widths[0], "[\(s), \(r)]".count)
                widths[1] = max(widths[1], String(cell.cellID).count)
                widths[2] = max(widths[2], min(28, DisplayText.width(of: DisplayText.sanitized(cell.cellType))))
                widths[4] = max(widths[4], min(32, DisplayText.width(of: markers(cell))))
                naturalViewModel = max(naturalViewModel, min(200, DisplayText.width(of: ValueSummary.summary(cell.viewModel, limit: 200))))
            }
        }
        // Narrow terminals: give up marker, then cellType width (never below a readable minimum) before viewModel's.
        let borders = 3 * widths.count + 1
        var overflow = widths[0] + widths[1] + widths[2] + widths[4] + 9 + borders - width
        for (column, minimum) in [(4, 6), (2, 8)] where overflow > 0 {
            let cut = min(overflow, max(0, widths[column] - minimum))
            widths[column] -= cut
            overflow -= cut
        }
        let fixed = widths[0] + widths[1] + widths[2] + widths[4] + borders
        widths[3] = max(9, min(naturalViewModel, width - fixed))
        let inner = widths.reduce(0, +) + 3 * (widths.count - 1)

        var aboveIsColumns = false
        func rule(_ left: String, _ right: String, belowIsColumns: Bool) {
            var line = left
            for (i, w) in widths.enumerated() {
                line += String(repeating: "─", count: w + 2)
                if i < widths.count - 1 {
                    switch (aboveIsColumns, belowIsColumns) {
                    case (true, true): line += "┼"
                    case (true, false): line += "┴"
                    case (false, true): line += "┬"
                    case (false, false): line += "─"
                    }
                }
            }
            out += palette.paint(line + right, .frame) + "\n"
            aboveIsColumns = belowIsColumns
        }
        let bar = palette.paint("│", .frame)
        func band(_ text: String, role: Palette.Role?) {
            let fitted = DisplayText.fitted(DisplayText.sanitized(text), to: inner)
            out += bar + " " + (role.map { palette.paint(fitted, $0) } ?? fitted) + " " + bar + "\n"
        }
        // A row a cell: appended piece by piece, with no line or piece made on the way.
        func columns(_ cells: [String], roles: [Palette.Role?]) {
            out += bar
            for (i, text) in cells.enumerated() {
                let fitted = DisplayText.fitted(DisplayText.sanitized(text), to: widths[i], alignRight: i == 1)
                out += " "
                out += roles[i].map { palette.paint(fitted, $0) } ?? fitted
                out += " "
                out += bar
            }
            out += "\n"
        }

        rule("┌", "┐", belowIsColumns: true)
        columns(TextRenderer.titles, roles: Array(repeating: .dim, count: 5))
        if table.sections.isEmpty {
            rule("├", "┤", belowIsColumns: false)
            band("(no sections)", role: .dim)
        }
        for (s, section) in table.sections.enumerated() {
            rule("├", "┤", belowIsColumns: false)
            band(sectionLine(section, index: s), role: .heading)
            if section.cells.isEmpty {
                band("(no cells)", role: .dim)
            } else {
                rule("├", "┤", belowIsColumns: true)
                for (r, cell) in section.cells.enumerated() {
                    columns(["[\(s), \(r)]", String(cell.cellID), cell.cellType, ValueSummary.summary(cell.viewModel, limit: inner), markers(cell)],
                            roles: [.dim, .identifier, .type, nil, .dim])
                }
            }
            if let footer = section.footer {
                rule("├", "┤", belowIsColumns: false)
                band("footer " + describe(footer), role: nil)
            }
        }
        rule("└", "┘", belowIsColumns: false)
        return out
    }

    private func sectionLine(_ section: Section, index: Int) -> String {
        var parts = ["section \(index)", "sectionID \(section.sectionID)"]
        if let header = section.header { parts.append("header " + describe(header)) }
        if let title = section.indexTitle { parts.append("index \"\(title)\"") }
        if let viewModel = section.viewModel { parts.append("viewModel " + ValueSummary.summary(viewModel)) }
        return parts.joined(separator: " · ")
    }

    private func describe(_ headerFooter: HeaderFooter) -> String {
        var text = headerFooter.title.map { "\"\($0)\"" } ?? "(no title)"
        var details: [String] = []
        if let view = headerFooter.view { details.append(view) }
        if let height = headerFooter.height { details.append(TextRenderer.describe(height)) }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        return text
    }

    static func describe(_ height: Height) -> String {
        switch height {
        case .automatic: return "auto"
        case .points(let number): return "\(number)pt"
        }
    }

    private func markers(_ cell: Cell) -> String {
        var parts: [String] = []
        if let height = cell.height { parts.append(TextRenderer.describe(height)) }
        if let estimated = cell.estimatedHeight { parts.append("~" + TextRenderer.describe(estimated)) }
        if let action = cell.action { parts.append("› " + action) }
        if cell.deletable { parts.append("⌫") }
        return parts.joined(separator: " ")
    }
}
