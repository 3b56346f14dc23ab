import ListSpecRuntime
/// `render --format json`: contract section 3, every key present, cell-type defaults applied.
package struct SpecJSONRenderer: Sendable {
    package init() {}

    package static func render(_ tables: [Table]) -> [UInt8] {
        var json = JSONWriter(capacity: 4096 + tables.reduce(0) { $0 + $1.cellCount * 256 })
        write(tables, into: &json)
        return json.output
    }

    /// The document, into `json`.
    package static func write(_ tables: [Table], into json: inout JSONWriter) {
        json.raw("{\"tables\":[")
        for (t, table) in tables.enumerated() {
            if t > 0 { json.raw(",") }
            json.raw("\n{")
            json.key("table"); json.string(table.name)
            json.raw(","); json.key("style"); json.string(table.style.rawValue)
            json.raw(","); json.key("sections"); json.raw("[")
            var cellReader = SectionCellReader(table: table)
            for (s, section) in table.sections.enumerated() {
                if s > 0 { json.raw(",") }
                json.raw("\n {")
                json.key("sectionID"); json.int(section.sectionID)
                json.raw(","); json.key("index"); json.int(Int64(s))
                json.raw(","); json.key("header"); headerFooter(section.header, into: &json)
                json.raw(","); json.key("footer"); headerFooter(section.footer, into: &json)
                json.raw(","); json.key("indexTitle"); json.optional(section.indexTitle) { $0.string($1) }
                json.raw(","); json.key("viewModel"); json.optional(section.viewModel) { $0.value($1) }
                json.raw(","); json.key("cells"); json.raw("[")
                // The text between a cell's values is written in as few pieces as it has (the same
                // bytes as a comma and a key each: this runs for every cell).
                for (r, cell) in cellReader.cells(of: section, index: s).enumerated() {
                    json.raw(r > 0 ? ",\n  {\"cellID\":" : "\n  {\"cellID\":"); json.int(cell.cellID)
                    json.raw(",\"indexPath\":["); json.int(Int64(s)); json.raw(","); json.int(Int64(r))
                    json.raw("],\"cellType\":"); json.string(cell.cellType)
                    json.raw(",\"viewModel\":"); json.optional(cell.viewModel) { $0.value($1) }
                    json.raw(",\"height\":"); json.height(cell.height)
                    json.raw(",\"estimatedHeight\":"); json.height(cell.estimatedHeight)
                    json.raw(",\"action\":"); json.optional(cell.action) { $0.string($1) }
                    json.raw(",\"deletable\":"); json.bool(cell.deletable)
                    json.raw("}")
                }
                json.raw("]}")
            }
            json.raw("]}")
        }
        json.raw("\n]}\n")
    }

    private static func headerFooter(_ value: HeaderFooter?, into json: inout JSONWriter) {
        guard let value else { return json.null() }
        json.raw("{"); json.key("title"); json.optional(value.title) { $0.string($1) }
        json.raw(","); json.key("view"); json.optional(value.view) { $0.string($1) }
        json.raw(","); json.key("height"); json.height(value.height)
        json.raw("}")
    }
}
