import ListSpecRuntime
/// `locate --format json`: `{"table", "found", ...}`. A found cell carries its index path,
/// IDs, cellType, viewModel, action and deletable; a found section its index, sectionID and
/// row count; a miss its message and the nearest places (`indexPath` and `cellID` null for sections).
package struct LocateJSONRenderer: Sendable {
    package init() {}

    package static func render(_ result: LocateResult, table: Table) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{"); json.key("table"); json.string(table.name)
        json.raw(","); json.key("found"); json.bool(result.isFound)
        switch result {
        case .cell(let place):
            json.raw(","); json.key("indexPath"); indexPath(place, into: &json)
            json.raw(","); json.key("section"); json.int(Int64(place.section))
            json.raw(","); json.key("sectionID"); json.int(place.sectionID)
            json.raw(","); json.key("cellID"); json.int(place.cell.cellID)
            json.raw(","); json.key("cellType"); json.string(place.cell.cellType)
            json.raw(","); json.key("viewModel"); json.optional(place.cell.viewModel) { $0.value($1) }
            json.raw(","); json.key("height"); json.height(place.cell.height)
            json.raw(","); json.key("action"); json.optional(place.cell.action) { $0.string($1) }
            json.raw(","); json.key("deletable"); json.bool(place.cell.deletable)
        case .section(let place):
            json.raw(","); json.key("indexPath"); json.null()
            json.raw(","); json.key("section"); json.int(Int64(place.index))
            json.raw(","); json.key("sectionID"); json.int(place.section.sectionID)
            json.raw(","); json.key("headerTitle"); json.optional(place.section.header?.title) { $0.string($1) }
            json.raw(","); json.key("rows"); json.int(Int64(place.section.cells.count))
        case .notFound(let message, let cells, let sections):
            json.raw(","); json.key("message"); json.string(message)
            json.raw(","); json.key("nearest"); json.raw("[")
            var first = true
            for place in cells {
                if !first { json.raw(",") }
                first = false
                json.raw("{"); json.key("indexPath"); indexPath(place, into: &json)
                json.raw(","); json.key("section"); json.int(Int64(place.section))
                json.raw(","); json.key("sectionID"); json.int(place.sectionID)
                json.raw(","); json.key("cellID"); json.int(place.cell.cellID)
                json.raw("}")
            }
            for place in sections {
                if !first { json.raw(",") }
                first = false
                json.raw("{"); json.key("indexPath"); json.null()
                json.raw(","); json.key("section"); json.int(Int64(place.index))
                json.raw(","); json.key("sectionID"); json.int(place.section.sectionID)
                json.raw(","); json.key("cellID"); json.null()
                json.raw("}")
            }
            json.raw("]")
        }
        json.raw("}\n")
        return json.output
    }

    private static func indexPath(_ place: LocatedCell, into json: inout JSONWriter) {
        json.raw("["); json.int(Int64(place.section)); json.raw(","); json.int(Int64(place.row)); json.raw("]")
    }
}
