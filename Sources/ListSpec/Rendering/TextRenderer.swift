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
        String(decoding: bytes(tables), as: UTF8.self)
    }

    /// The picture as UTF-8, written into one buffer (a large spec's rows make no String each).
    package func bytes(_ tables: [Table]) -> [UInt8] {
        // Room for every row up front (about three bytes a column of box drawing): the picture is never
        // copied as it grows, and what is reserved but not written is never resident.
        var out = ByteWriter(capacity: (1 << 16) + tables.reduce(0) { $0 + $1.cellCount } * (width * 3 + 64))
        write(tables, into: &out)
        return out.output
    }

    /// The picture, into `out`.
    package func write(_ tables: [Table], into out: inout ByteWriter) {
        for (i, table) in tables.enumerated() {
            if i > 0 { out.raw("\n") }
            render(table: table, into: &out)
        }
    }

    private struct Row {
        var columns: [String]
    }

    private static let titles = ["index path", "cellID", "cellType", "viewModel", "height · action"]

    private func render(table: Table, into out: inout ByteWriter) {
        let sectionWord = table.sections.count == 1 ? "section" : "sections"
        let cellWord = table.cellCount == 1 ? "cell" : "cells"
        out.raw(contentsOf: palette.paint(DisplayText.sanitized(table.name), .heading)
            + palette.paint("  \(table.style.rawValue) · \(table.sections.count) \(sectionWord) · \(table.cellCount) \(cellWord)", .dim) + "\n")

        // Column widths over the whole table, so every section lines up.
        var widths = TextRenderer.titles.map { DisplayText.width(of: $0) }
        widths[3] = DisplayText.width(of: "viewModel")
        var naturalViewModel = widths[3]
        // A section's cells are read twice (widths, then rows), one section at a time, and each
        // summary is made twice: a large spec loaded without its cells never holds them all, nor
        // their summaries.
        var cellReader = SectionCellReader(table: table)
        for (s, section) in table.sections.enumerated() {
            for (r, cell) in cellReader.cells(of: section, index: s).enumerated() {
                widths[0] = max(widths[0], Self.decimalLength(Int64(s)) + Self.decimalLength(Int64(r)) + 4) // "[s, r]"
                widths[1] = max(widths[1], Self.decimalLength(cell.cellID))
                widths[2] = max(widths[2], min(28, DisplayText.plainWidth(cell.cellType)
                                                ?? DisplayText.width(of: DisplayText.sanitized(cell.cellType))))
                widths[4] = max(widths[4], min(32, DisplayText.width(of: markers(cell))))
                let summary = ValueSummary.summary(cell.viewModel, limit: 200)
                naturalViewModel = max(naturalViewModel, min(200, DisplayText.plainWidth(summary) ?? DisplayText.width(of: summary)))
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
            out.raw(contentsOf: palette.paint(line + right, .frame) + "\n")
            aboveIsColumns = belowIsColumns
        }
        let bar = palette.paint("│", .frame)
        func band(_ text: String, role: Palette.Role?) {
            let fitted = DisplayText.fitted(DisplayText.sanitized(text), to: inner)
            out.raw(contentsOf: bar + " " + (role.map { palette.paint(fitted, $0) } ?? fitted) + " " + bar + "\n")
        }
        // One column of a row, cut or padded to its width, then its bar. Text shown as it is, in a
        // column without colour, goes straight into the output (nearly every cell of a large spec).
        func column(_ i: Int, _ text: String, role: Palette.Role?) {
            out.raw(" ")
            if !(role.map(palette.decorates) ?? false), let textWidth = DisplayText.plainWidth(text) {
                if textWidth <= widths[i] {
                    if i == 1 { out.spaces(widths[i] - textWidth) }
                    out.raw(contentsOf: text)
                    if i != 1 { out.spaces(widths[i] - textWidth) }
                } else if widths[i] > 0 {
                    out.raw(contentsOf: String(decoding: text.utf8.prefix(widths[i] - 1), as: UTF8.self))
                    out.raw("…")
                }
            } else {
                let fitted = DisplayText.fitted(DisplayText.sanitized(text), to: widths[i], alignRight: i == 1)
                out.raw(contentsOf: role.map { palette.paint(fitted, $0) } ?? fitted)
            }
            out.raw(" ")
            out.raw(contentsOf: bar)
        }
        // A column of printable ASCII `textWidth` wide (an index path, an ID) that `write` writes, when not coloured.
        func plainColumn(_ i: Int, width textWidth: Int, _ write: (inout ByteWriter) -> Void) {
            out.raw(" ")
            if i == 1 { out.spaces(widths[i] - textWidth) }
            write(&out)
            if i != 1 { out.spaces(widths[i] - textWidth) }
            out.raw(" ")
            out.raw(contentsOf: bar)
        }
        func columns(_ cells: [String], roles: [Palette.Role?]) {
            out.raw(contentsOf: bar)
            for (i, text) in cells.enumerated() { column(i, text, role: roles[i]) }
            out.raw("\n")
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
            let cells = cellReader.cells(of: section, index: s)
            if cells.isEmpty {
                band("(no cells)", role: .dim)
            } else {
                rule("├", "┤", belowIsColumns: true)
                for (r, cell) in cells.enumerated() {
                    let summary = ValueSummary.summary(cell.viewModel, limit: inner)
                    out.raw(contentsOf: bar)
                    if palette.decorates(.dim) {
                        column(0, "[\(s), \(r)]", role: .dim)
                    } else {
                        plainColumn(0, width: Self.decimalLength(Int64(s)) + Self.decimalLength(Int64(r)) + 4) {
                            $0.raw("[")
                            $0.int(Int64(s))
                            $0.raw(", ")
                            $0.int(Int64(r))
                            $0.raw("]")
                        }
                    }
                    if palette.decorates(.identifier) {
                        column(1, String(cell.cellID), role: .identifier)
                    } else {
                        plainColumn(1, width: Self.decimalLength(cell.cellID)) { $0.int(cell.cellID) }
                    }
                    column(2, cell.cellType, role: .type)
                    column(3, summary, role: nil)
                    column(4, markers(cell), role: .dim)
                    out.raw("\n")
                }
            }
            if let footer = section.footer {
                rule("├", "┤", belowIsColumns: false)
                band("footer " + describe(footer), role: nil)
            }
        }
        rule("└", "┘", belowIsColumns: false)
    }

    /// Characters of `value` in decimal, its sign included.
    private static func decimalLength(_ value: Int64) -> Int {
        var magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        while magnitude >= 10 {
            magnitude /= 10
            length += 1
        }
        return length
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
