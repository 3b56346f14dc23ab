import ListSpecRuntime
/// `diff --format json`: contract section 4, one batch update per table, every key present,
/// and the warnings and changed declarations beside the tables when there are any.
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
            json.raw(","); json.key("deleteSections"); integers(update.deleteSections, into: &json)
            json.raw(","); json.key("insertSections"); integers(update.insertSections, into: &json)
            json.raw(","); json.key("reloadSections"); integers(update.reloadSections, into: &json)
            json.raw(","); json.key("deleteRows"); rows(update.deleteRows, into: &json)
            json.raw(","); json.key("insertRows"); rows(update.insertRows, into: &json)
            json.raw(","); json.key("reloadRows"); rows(update.reloadRows, into: &json)
            json.raw(","); json.key("reloadSectionIndexTitles"); json.bool(update.reloadSectionIndexTitles)
            json.raw("}")
        }
        json.raw(diff.tables.isEmpty ? "]" : "\n]")
        // Absent when there is none, so every other diff's output stays as it was.
        let warnings = diff.warnings
        if !warnings.isEmpty { write(warnings, into: &json) }
        if !diff.declarations.isEmpty { write(diff.declarations, into: &json) }
        json.raw("}\n")
    }

    /// `,"declarations":[...]`: contract section 4's declarations, every key present (old and
    /// new null where the declaration is absent).
    private static func write(_ declarations: [DeclarationChange], into json: inout JSONWriter) {
        json.raw(",\"declarations\":[")
        for (d, change) in declarations.enumerated() {
            if d > 0 { json.raw(",") }
            json.raw("\n{")
            json.key("kind"); json.string(change.kind.rawValue)
            json.raw(","); json.key("name"); json.string(change.name)
            json.raw(","); json.key("change"); json.string(change.change.rawValue)
            json.raw(","); json.key("old"); json.optional(change.old) { $0.string($1) }
            json.raw(","); json.key("new"); json.optional(change.new) { $0.string($1) }
            json.raw("}")
        }
        json.raw("\n]")
    }

    /// `,"warnings":[...]`: contract section 4's warnings, one per table affected.
    private static func write(_ warnings: [DiffWarning], into json: inout JSONWriter) {
        json.raw(",\"warnings\":[")
        for (w, warning) in warnings.enumerated() {
            if w > 0 { json.raw(",") }
            json.raw("\n{")
            json.key("table"); json.string(warning.table)
            json.raw(","); json.key("rule"); json.string(warning.rule.rawValue)
            json.raw(","); json.key("sectionID"); json.int(warning.sectionID)
            json.raw(","); json.key("cellIDs"); integers(warning.cellIDs, into: &json)
            json.raw(","); json.key("message"); json.string(warning.message)
            json.raw("}")
        }
        json.raw("\n]")
    }

    /// `[1,2,3]`: section indexes or IDs.
    private static func integers<Integer: BinaryInteger>(_ values: [Integer], into json: inout JSONWriter) {
        json.array(values) { json, value in json.int(Int64(value)) }
    }

    /// `[[0,1],[2,3]]`: rows as section and row.
    private static func rows(_ paths: [TableIndexPath], into json: inout JSONWriter) {
        json.array(paths) { json, path in
            json.raw("[")
            json.int(Int64(path.section))
            json.raw(",")
            json.int(Int64(path.row))
            json.raw("]")
        }
    }
}
