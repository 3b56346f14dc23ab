@_spi(DocumentStorage) import ListSpecRuntime
/// `render --format json`: contract section 3, every key present, cell-type defaults applied.
package struct SpecJSONRenderer: Sendable {
    package init() {}

    package static func render(_ tables: [Table]) -> [UInt8] {
        var json = JSONWriter(capacity: 4096 + tables.reduce(0) { $0 + $1.cellCount * 256 })
        write(tables, into: &json)
        return json.output
    }

    /// The document, into `json`: a large one made on two cores (`SpecJSONChunks`), the same bytes;
    /// `inChunks` false: on this thread alone, whatever its size.
    package static func write(_ tables: [Table], into json: inout JSONWriter, inChunks: Bool = true) {
        json.raw("{\"tables\":[")
        if inChunks, let chunks = SpecJSONChunks(tables) {
            chunks.write(into: &json.out)
        } else {
            for t in tables.indices { write(Span(table: t, sections: tables[t].sections.indices), of: tables, into: &json) }
        }
        json.raw("\n]}\n")
    }

    /// A piece of the document's `tables` list: the sections `sections` of table `table`, with the
    /// table's opening when the first of its sections is in it and its closing when the last is; or,
    /// with `part`, some of the cells of the one section in `sections`, with the section's opening
    /// and closing when its first and last cells are in it. A document is its pieces in order.
    struct Span: Sendable {
        var table: Int
        var sections: Range<Int>
        var part: SectionPart?
    }

    /// The cells `cells` of a section written in several pieces.
    struct SectionPart: Sendable {
        var cells: Range<Int>
        var shared: SharedSectionCells
    }

    /// `onAThreadOfItsOwn`: other threads write other spans of the same tables at the same time.
    static func write(_ span: Span, of tables: [Table], into json: inout JSONWriter, onAThreadOfItsOwn: Bool = false) {
        let table = tables[span.table]
        let startsSection = (span.part?.cells.lowerBound ?? 0) == 0
        if span.sections.lowerBound == 0, startsSection {
            if span.table > 0 { json.raw(",") }
            json.raw("\n{")
            json.key("table"); json.string(table.name)
            json.raw(","); json.key("style"); json.string(table.style.rawValue)
            json.raw(","); json.key("sections"); json.raw("[")
        }
        var cellReader = SectionCellReader(table: table, readsThroughTwin: onAThreadOfItsOwn)
        var endsSection = true
        for s in span.sections {
            let section = table.sections[s]
            if startsSection { opening(of: section, index: s, into: &json) }
            if let part = span.part {
                part.shared.withRows(reading: { cellReader.rows(of: section, index: s) }) { rows in
                    write(rows, part.cells.clamped(to: 0..<rows.count), section: s, into: &json)
                }
                endsSection = part.cells.upperBound >= section.cellCount
            } else {
                let rows = cellReader.rows(of: section, index: s)
                write(rows, 0..<rows.count, section: s, into: &json)
            }
            if endsSection { json.raw("]}") }
        }
        if span.sections.upperBound == table.sections.count, endsSection { json.raw("]}") }
    }

    /// A section up to its cells' `[`.
    private static func opening(of section: Section, index s: Int, into json: inout JSONWriter) {
        if s > 0 { json.raw(",") }
        json.raw("\n {")
        json.key("sectionID"); json.int(section.sectionID)
        json.raw(","); json.key("index"); json.int(Int64(s))
        json.raw(","); json.key("header"); headerFooter(section.header, into: &json)
        json.raw(","); json.key("footer"); headerFooter(section.footer, into: &json)
        json.raw(","); json.key("indexTitle"); json.optional(section.indexTitle) { $0.string($1) }
        json.raw(","); json.key("viewModel"); json.optional(section.viewModel) { $0.value($1) }
        json.raw(","); json.key("cells"); json.raw("[")
    }

    /// The rows `rows` of section `s`.
    private static func write(_ sectionRows: SectionRows, _ rows: Range<Int>, section s: Int, into json: inout JSONWriter) {
        switch sectionRows {
        case .cells(let cells): write(cells, rows, section: s, into: &json)
        case .plain(let cells, let document): document.withView { view in write(cells, rows, section: s, view: view, into: &json) }
        }
    }

    private static func write(_ cells: [Cell], _ rows: Range<Int>, section s: Int, into json: inout JSONWriter) {
        // A file's cells share one document: its storage is borrowed once for all their viewModels.
        guard let document = cells[rows].lazy.compactMap({ $0.viewModel?.node.document }).first else {
            return write(cells, rows, section: s, view: nil, into: &json)
        }
        document.withView { view in write(cells, rows, section: s, view: view, into: &json) }
    }

    private static func write(_ cells: [Cell], _ rows: Range<Int>, section s: Int, view: Document.View?, into json: inout JSONWriter) {
        for r in rows {
            let cell = cells[r]
            writeCell(id: cell.cellID, section: s, row: r, into: &json, cellType: { $0.string(cell.cellType) }, viewModel: { json in
                guard let value = cell.viewModel else { return json.null() }
                if let view { json.value(value, in: view) } else { json.value(value) }
            }, height: cell.height, estimatedHeight: cell.estimatedHeight, action: cell.action, deletable: cell.deletable)
        }
    }

    /// Plain cells, read from `view`: the bytes `Cell`s made of them write.
    private static func write(_ cells: [SectionRows.PlainCell], _ rows: Range<Int>, section s: Int, view: Document.View,
                              into json: inout JSONWriter) {
        cells.withUnsafeBufferPointer { cells in
            for r in rows {
                let cell = cells[r]
                writeCell(id: cell.id, section: s, row: r, into: &json, cellType: { $0.string(bytes: view.bytes(view.records[Int(cell.type)])) },
                          viewModel: { cell.viewModel >= 0 ? $0.value(at: cell.viewModel, in: view) : $0.null() },
                          height: cell.height, estimatedHeight: cell.estimatedHeight, action: nil, deletable: false)
            }
        }
    }

    /// The cell at row `r` of section `s`: its keys in order, the text between its values written in as few
    /// pieces as it has (the same bytes as a comma and a key each: this runs for every cell).
    @inline(__always)
    private static func writeCell(id: Int64, section s: Int, row r: Int, into json: inout JSONWriter,
                                  cellType: (inout JSONWriter) -> Void, viewModel: (inout JSONWriter) -> Void,
                                  height: Height?, estimatedHeight: Height?, action: String?, deletable: Bool) {
        json.raw(r > 0 ? ",\n  {\"cellID\":" : "\n  {\"cellID\":"); json.int(id)
        json.raw(",\"indexPath\":["); json.int(Int64(s)); json.raw(","); json.int(Int64(r))
        json.raw("],\"cellType\":"); cellType(&json)
        json.raw(",\"viewModel\":"); viewModel(&json)
        json.raw(",\"height\":"); json.height(height)
        json.raw(",\"estimatedHeight\":"); json.height(estimatedHeight)
        json.raw(",\"action\":"); json.optional(action) { $0.string($1) }
        json.raw(",\"deletable\":"); json.bool(deletable)
        json.raw("}")
    }

    private static func headerFooter(_ value: HeaderFooter?, into json: inout JSONWriter) {
        guard let value else { return json.null() }
        json.raw("{"); json.key("title"); json.optional(value.title) { $0.string($1) }
        json.raw(","); json.key("view"); json.optional(value.view) { $0.string($1) }
        json.raw(","); json.key("height"); json.height(value.height)
        json.raw("}")
    }
}
