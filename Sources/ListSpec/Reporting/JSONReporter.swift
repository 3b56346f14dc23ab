import ListSpecRuntime
/// One JSON object for other programs:
/// `{"tool", "version", "findings": [{path, line, column, severity, rule, message}],
///   "counts": {errors, warnings, files, filesWithFindings, baselined (where a baseline applied)}, "files": [path], "unreadable": [{path, reason}]}`.
package struct JSONReporter: Sendable {
    package init() {}

    package func render(_ report: LintReport) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{")
        json.key("tool"); json.string("listspec"); json.raw(",")
        json.key("version"); json.string(ListSpecVersion.current); json.raw(",")
        json.key("findings"); json.raw("[")
        for (i, finding) in report.findings.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{")
            json.key("path"); json.string(finding.path); json.raw(",")
            json.key("line"); json.int(Int64(finding.location.line)); json.raw(",")
            json.key("column"); json.int(Int64(finding.location.column)); json.raw(",")
            json.key("severity"); json.string(finding.severity.rawValue); json.raw(",")
            json.key("rule"); json.string(finding.rule.rawValue); json.raw(",")
            json.key("message"); json.string(finding.message)
            json.raw("}")
        }
        json.raw("],")
        json.key("counts"); json.raw("{")
        json.key("errors"); json.int(Int64(report.errorCount)); json.raw(",")
        json.key("warnings"); json.int(Int64(report.warningCount)); json.raw(",")
        json.key("files"); json.int(Int64(report.files.count)); json.raw(",")
        json.key("filesWithFindings"); json.int(Int64(report.filesWithFindings))
        if let baselined = report.baselined { json.raw(","); json.key("baselined"); json.int(Int64(baselined)) }
        json.raw("},")
        json.key("files"); json.raw("[")
        for (i, file) in report.files.enumerated() {
            if i > 0 { json.raw(",") }
            json.string(file.path)
        }
        json.raw("],")
        json.key("unreadable"); json.raw("[")
        for (i, unreadable) in report.unreadable.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{")
            json.key("path"); json.string(unreadable.path); json.raw(",")
            json.key("reason"); json.string(unreadable.reason)
            json.raw("}")
        }
        json.raw("]}\n")
        return json.output
    }
}
