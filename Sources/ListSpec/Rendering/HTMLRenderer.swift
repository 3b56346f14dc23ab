import ListSpecRuntime
/// `render --format html`: one self-contained page (inline CSS, no scripts, nothing
/// loaded from elsewhere) that draws each table the way iOS does, on a phone-width
/// column, tables side by side. Every row carries a caption in the left margin with
/// its sectionID, cellID and index path, so a crash log's index path can be found by eye.
///
/// Everything from the spec goes through `HTMLEscaping`; only numbers this renderer
/// computes itself reach `style` attributes, and class names come from fixed lists,
/// so spec text can neither add markup nor change the CSS. The markup is well-formed
/// XML (XHTML syntax) so tests and tools can parse it.
package struct HTMLRenderer: Sendable {
    /// Tallest row, header or footer drawn, in points: a spec may say 1e300.
    static let maximumDrawnHeight = 2000.0
    /// UIKit's default row height, used for `automatic` (and absent) heights.
    static let defaultRowHeight = 44.0

    /// Whether tables, sections and rows carry `data-table`, `data-section-id`, `data-cell-id` and
    /// `data-index-path` (contract section 12): the live preview finds what a batch update names by them.
    /// Off for `render --format html`, whose page stays as it was.
    let dataAttributes: Bool

    package init(dataAttributes: Bool = false) { self.dataAttributes = dataAttributes }

    /// The page; `title` names the spec (its path) in the page title and heading.
    package func render(_ tables: [Table], title: String) -> String {
        String(decoding: bytes(tables, title: title), as: UTF8.self)
    }

    /// The page as UTF-8.
    package func bytes(_ tables: [Table], title: String) -> [UInt8] {
        var page = ByteWriter(capacity: HTMLRenderer.expectedSize(cells: tables.reduce(0) { $0 + $1.cellCount }))
        write(tables, title: title, into: &page)
        return page.output
    }

    /// The page, into `page`.
    package func write(_ tables: [Table], title: String, into page: inout ByteWriter) {
        let subtitle = "\(tables.count) \(tables.count == 1 ? "table" : "tables") · drawn by listspec"
        page += HTMLRenderer.pageStart(title: title, subtitle: subtitle)
        page += "<main class=\"tables\">\n"
        if tables.isEmpty { page += "<p class=\"empty-spec\">(no tables)</p>\n" }
        for (number, table) in tables.enumerated() {
            render(table, id: "table-\(number)", into: &page)
        }
        page += "</main>\n</body>\n</html>\n"
    }

    /// Room for a page of `cells` rows, reserved up front so that the page is never copied as it
    /// grows (a row takes about 450 bytes; pages reserved and never written are never resident).
    package static func expectedSize(cells: Int) -> Int { (1 << 16) + cells * 1024 }

    /// The page up to `<body>` and its heading; `extraStyle` (free of `<` and `&`) follows the page style.
    package static func pageStart(title: String, subtitle: String, extraStyle: String = "") -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="generator" content="listspec"/>
        <title>\(HTMLEscaping.escaped(title)) · listspec</title>
        <style>
        \(HTMLPageStyle.css)\(extraStyle)</style>
        </head>
        <body>
        <header class="page"><h1>\(HTMLEscaping.escaped(title))</h1><p>\(HTMLEscaping.escaped(subtitle))</p></header>

        """
    }

    /// One table as a phone-width column; `id` names the figure (unique on the page),
    /// `marks` adds a class to sections and rows (the diff page colours changes with it).
    package func render(_ table: Table, id: String, marks: HTMLMarks = HTMLMarks(), into out: inout ByteWriter) {
        let sectionWord = table.sections.count == 1 ? "section" : "sections"
        let cellWord = table.cellCount == 1 ? "cell" : "cells"
        // With a section index, UIKit narrows the content so the index does not cover it.
        let indexClass = table.indexTitles.isEmpty ? "" : " has-index"
        out += "<figure class=\"table style-\(table.style.rawValue)\(indexClass)\" id=\"\(id)\""
        if dataAttributes { out += " data-table=\"\(HTMLEscaping.escaped(table.name))\"" }
        out += ">\n"
        out += "<figcaption><span class=\"table-name\">\(HTMLEscaping.escaped(DisplayText.sanitized(table.name)))</span> "
        out += "<span class=\"table-meta\">\(table.style.rawValue) · \(table.sections.count) \(sectionWord) · \(table.cellCount) \(cellWord)</span></figcaption>\n"
        out += "<div class=\"device\">\n<div class=\"nav\">\(HTMLEscaping.escaped(DisplayText.sanitized(table.name)))</div>\n"
        if table.sections.isEmpty { out += "<p class=\"no-sections\">(no sections)</p>\n" }
        // Where each row's texts are made before they are escaped into the page: one buffer, reused.
        var scratch: [UInt8] = []
        scratch.reserveCapacity(1024)
        var cellReader = SectionCellReader(table: table)
        for (index, section) in table.sections.enumerated() {
            render(section, cells: cellReader.cells(of: section, index: index), index: index, table: id, style: table.style, marks: marks,
                   scratch: &scratch, into: &out)
        }
        let indexTitles = table.indexTitles
        if !indexTitles.isEmpty {
            out += "<ol class=\"index\(marks.indexTitles.map { " " + $0.rawValue } ?? "")\" title=\"section index titles\">"
            for title in indexTitles { out += "<li>\(HTMLEscaping.escaped(DisplayText.sanitized(title)))</li>" }
            out += "</ol>\n"
        }
        out += "</div>\n</figure>\n"
    }

    private func render(_ section: Section, cells: [Cell], index: Int, table: String, style: TableStyle, marks: HTMLMarks, scratch: inout [UInt8],
                        into out: inout ByteWriter) {
        let headerClass = section.header == nil ? " no-header" : ""
        let markClass = marks.sections[index].map { " " + $0.rawValue } ?? ""
        out += "<div class=\"section\(headerClass)\(markClass)\" id=\"table-\(table)-section-\(index)\""
        if dataAttributes { out += " data-section-id=\"\(section.sectionID)\"" }
        out += ">\n"
        // The IDs on one line, the viewModel wrapped below them: a long caption is shown, not cut.
        var lines = "<span class=\"section-id\">section \(index) · sectionID \(section.sectionID)</span>"
        if let viewModel = section.viewModel {
            // Two lines of the margin hold "viewModel " and 56 characters (the style sheet breaks anywhere).
            lines += "<span class=\"view-model\">viewModel \(HTMLEscaping.escaped(DisplayText.truncated(ValueSummary.summary(viewModel, limit: 56), to: 56)))</span>"
        }
        // Beside the header when there is one; else above the first row's caption, so the two never overlap.
        let captionInFirstRow = section.header == nil && !cells.isEmpty
        if !captionInFirstRow { out += "<span class=\"margin section-caption\">\(lines)</span>\n" }
        headerFooter(section.header, role: "header", style: style, into: &out)
        if let notes = marks.sectionNotes[index] { note(notes, tag: "p", into: &out) }
        if cells.isEmpty {
            out += "<p class=\"no-rows\">(no rows)</p>\n"
        } else {
            out += "<ul class=\"group\">\n"
            for (row, cell) in cells.enumerated() {
                let path = TableIndexPath(section: index, row: row)
                render(cell, section: section, path: (index, row), mark: marks.rows[path],
                       sectionLines: row == 0 && captionInFirstRow ? lines : nil, scratch: &scratch, into: &out)
                if let notes = marks.rowNotes[path] { note(notes, tag: "li", into: &out) }
            }
            out += "</ul>\n"
        }
        headerFooter(section.footer, role: "footer", style: style, into: &out)
        out += "</div>\n"
    }

    /// Lines shown in the picture, under what they are about (a diff's changes), one per line.
    private func note(_ lines: [String], tag: String, into out: inout ByteWriter) {
        out += "<\(tag) class=\"change-note\">"
        for line in lines {
            out.raw("<span class=\"note-line\">")
            out.html(line)
            out.raw("</span>")
        }
        out += "</\(tag)>\n"
    }

    /// A header or footer: its title in the iOS manner; a custom view as a dashed box
    /// of its height with the view's reuse identifier.
    private func headerFooter(_ value: HeaderFooter?, role: String, style: TableStyle, into out: inout ByteWriter) {
        guard let value else { return }
        var classes = role
        var styleAttribute = ""
        if let view = value.view, !view.isEmpty { classes += " has-view" }
        if let points = value.height?.points, !(style.isGrouped && points == 0) {
            styleAttribute = " style=\"height:\(HTMLRenderer.cssPixels(points))\""
            classes += " fixed"
        }
        out += "<div class=\"\(classes)\"\(styleAttribute)>"
        if let title = value.title {
            out += "<span class=\"hf-title\">\(HTMLEscaping.escaped(DisplayText.sanitized(title)))</span>"
        }
        if let view = value.view {
            var note = view
            if let height = value.height { note += " · " + TextRenderer.describe(height) }
            out += "<span class=\"hf-view\">\(HTMLEscaping.escaped(DisplayText.sanitized(note)))</span>"
        }
        out += "</div>\n"
    }

    private func render(_ cell: Cell, section: Section, path: (section: Int, row: Int), mark: HTMLMarks.Mark?, sectionLines: String?,
                        scratch: inout [UInt8], into out: inout ByteWriter) {
        let drawnHeight = cell.height?.points.map { min(max($0, 0), HTMLRenderer.maximumDrawnHeight) }
        // Piece by piece, straight into the page: a large page has a hundred thousand rows.
        out.raw("<li class=\"row")
        // automatic: UIKit sizes the row to its content, at least the default height.
        if drawnHeight == nil { out.raw(" automatic") }
        if cell.action != nil { out.raw(" selectable") }
        if cell.deletable { out.raw(" deletable") }
        if let mark {
            out.raw(" ")
            out += mark.rawValue
        }
        if dataAttributes {
            HTMLRenderer.identity(section, cell, path, ("\" data-section-id=\"", "\" data-cell-id=\"", "\" data-index-path=\"", ","), into: &out)
        }
        // Literal pieces next to each other are written as one.
        if let drawnHeight {
            out.raw("\" style=\"height:")
            out += HTMLRenderer.cssPixels(drawnHeight)
            out.raw("\" title=\"")
        } else {
            out += HTMLRenderer.defaultRowStyle
        }
        scratch.removeAll(keepingCapacity: true)
        tooltip(cell, into: &scratch)
        out.html(scratch, scratch.indices)
        out.raw("\"><span class=\"margin\">")
        if let sectionLines { out += "<span class=\"section-lines\">\(sectionLines)</span>" }
        HTMLRenderer.identity(section, cell, path, ("<span class=\"caption\">sectionID ", " · cellID ", " · [", ", "), into: &out)
        out.raw("]</span>")
        if let action = cell.action, (drawnHeight ?? HTMLRenderer.defaultRowHeight) >= 28 {
            out += "<span class=\"action\">› \(HTMLEscaping.escaped(DisplayText.truncated(DisplayText.sanitized(action), to: 40)))</span>"
        }

        // The row's content is clipped to the row, as UIKit clips a cell; the margin caption is not.
        out.raw("</span><span class=\"content\">")
        scratch.removeAll(keepingCapacity: true)
        switch RowLabels.append(viewModel: cell.viewModel, cellType: cell.cellType, limit: 300, to: &scratch) {
        case .labels(let text, let below, let trailing):
            out.raw("<span class=\"labels\"><span class=\"text\">")
            out.html(scratch, text)
            if let below {
                out.raw("</span><span class=\"detail\">")
                out.html(scratch, below)
            }
            out.raw("</span></span>")
            if let trailing {
                out.raw("<span class=\"trailing-detail\">")
                out.html(scratch, trailing)
                out.raw("</span>")
            }
        case .fields(let fields, let more):
            out.raw("<span class=\"labels fields\">")
            for field in fields {
                out.raw("<span class=\"field\"><span class=\"field-name\">")
                out.html(scratch, field.name)
                out.raw("</span><span class=\"field-value\">")
                out.html(scratch, field.value)
                out.raw("</span></span>")
            }
            if more > 0 { out += "<span class=\"field more\">+\(more) more</span>" }
            out.raw("</span>")
        case nil:
            out.raw("<span class=\"labels\"><span class=\"text none\">(no viewModel)</span></span>")
        }
        out.raw("<span class=\"type\">")
        out.html(DisplayText.sanitized(cell.cellType))
        out.raw("</span>")
        // A swipe hint at the trailing edge, where the Delete button comes from (not the edit-mode
        // minus, which made every list with deletable rows look stuck in editing).
        if cell.deletable { out.raw("<span class=\"swipe-delete\" title=\"deletable: swipe left to delete\">Delete</span>") }
        out.raw(cell.action != nil ? "<span class=\"chevron\"></span></span></li>\n" : "</span></li>\n")
    }

    /// A row's sectionID, cellID, section index and row index, each after its piece of `pieces`
    /// (the caption's words, or the data attributes).
    private static func identity(_ section: Section, _ cell: Cell, _ path: (section: Int, row: Int),
                                 _ pieces: (StaticString, StaticString, StaticString, StaticString), into out: inout ByteWriter) {
        out.raw(pieces.0)
        out.int(section.sectionID)
        out.raw(pieces.1)
        out.int(cell.cellID)
        out.raw(pieces.2)
        out.int(Int64(path.section))
        out.raw(pieces.3)
        out.int(Int64(path.row))
    }

    /// Everything about a row that is not drawn, for a mouse hover: appended to `text` as UTF-8.
    private func tooltip(_ cell: Cell, into text: inout [UInt8]) {
        let start = text.count
        tooltip(cell, sanitized: false, into: &text)
        // Text of one column a scalar (nearly all) has nothing to make visible, and one pass measures it.
        let width = text.withUnsafeBufferPointer { DisplayText.narrowWidth(bytes: UnsafeBufferPointer(rebasing: $0[start...])) }
        if let width, width <= 400 { return }
        text.removeSubrange(start...)
        tooltip(cell, sanitized: true, into: &text)
        DisplayText.truncate(&text, from: start, to: 400)
    }

    /// The tooltip's pieces, spec text made visible or (when it is known to need nothing) as it is.
    private func tooltip(_ cell: Cell, sanitized: Bool, into text: inout [UInt8]) {
        func append(_ piece: String) {
            if sanitized { DisplayText.appendSanitized(piece, to: &text) } else { text.append(contentsOf: piece.utf8) }
        }
        text.append(contentsOf: "cellType ".utf8)
        append(cell.cellType)
        text.append(contentsOf: " · height ".utf8)
        if let height = cell.height { text.append(contentsOf: TextRenderer.describe(height).utf8) } else { text.append(contentsOf: "default".utf8) }
        if let estimated = cell.estimatedHeight {
            text.append(contentsOf: " · estimatedHeight ".utf8)
            text.append(contentsOf: TextRenderer.describe(estimated).utf8)
        }
        if let action = cell.action {
            text.append(contentsOf: " · action ".utf8)
            append(action)
        }
        if cell.deletable { text.append(contentsOf: " · deletable".utf8) }
        text.append(contentsOf: " · viewModel ".utf8)
        ValueSummary.append(cell.viewModel, limit: 300, sanitized: sanitized, to: &text)
    }

    /// The style of a row of the default height (most rows), up to its title's text.
    private static let defaultRowStyle = "\" style=\"min-height:\(cssPixels(defaultRowHeight))\" title=\""

    /// A CSS length in px (1pt is drawn as 1px), two decimals at most, never an exponent.
    static func cssPixels(_ points: Double) -> String {
        guard points.isFinite else { return "\(Int(maximumDrawnHeight))px" }
        let clamped = min(max(points, 0), maximumDrawnHeight)
        let hundredths = Int((clamped * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)px" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)px" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)px"
    }
}
