import ListSpecRuntime
/// `diff --format json`: contract section 4, one batch update per table, every key present.
package struct DiffJSONRenderer: Sendable {
    package init() {}

    package static func render(_ diff: SpecDiff) -> [UInt8] {
        var json = JSONWriter()
        write(diff, into: &json)
        return json.output
    }

    /// The document, into `json`.
    package static func write(_ diff: SpecDiff, into json: inout JSONWriter) {
        json.raw("{\"tables\":[")
        for (t, table) in diff.tables.enumerated() {
            if t > 0 { json.raw(",") }
            let update = table.update
            json.raw("\n{")
            json.key("table"); json.string(table.name)
            json.raw(","); json.key("change"); json.string(table.change.rawValue)
            json.raw(","); json.key("deleteSections"); sections(update.deleteSections, into: &json)
            json.raw(","); json.key("insertSections"); sections(update.insertSections, into: &json)
            json.raw(","); json.key("reloadSections"); sections(update.reloadSections, into: &json)
            json.raw(","); json.key("deleteRows"); rows(update.deleteRows, into: &json)
            json.raw(","); json.key("insertRows"); rows(update.insertRows, into: &json)
            json.raw(","); json.key("reloadRows"); rows(update.reloadRows, into: &json)
            json.raw(","); json.key("reloadSectionIndexTitles"); json.bool(update.reloadSectionIndexTitles)
            json.raw("}")
        }
        json.raw(diff.tables.isEmpty ? "]}\n" : "\n]}\n")
    }

    private static func sections(_ indexes: [Int], into json: inout JSONWriter) {
        json.raw("[")
        for (i, index) in indexes.enumerated() {
            if i > 0 { json.raw(",") }
            json.int(Int64(index))
        }
        json.raw("]")
    }

    private static func rows(_ paths: [TableIndexPath], into json: inout JSONWriter) {
        json.raw("[")
        for (i, path) in paths.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("[")
            json.int(Int64(path.section))
            json.raw(",")
            json.int(Int64(path.row))
            json.raw("]")
        }
        json.raw("]")
    }
}
