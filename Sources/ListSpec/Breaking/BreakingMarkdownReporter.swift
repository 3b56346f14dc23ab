import ListSpecRuntime

/// `listspec breaking --format markdown`: a heading with the verdict and a table of findings,
/// for a pull-request comment or `$GITHUB_STEP_SUMMARY`. Text from specs and paths is escaped.
package struct BreakingMarkdownReporter: OutputWriter {
    package init() {}

    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) {
        out.raw("### listspec breaking\n\n")
        let specs = LintSummary.count(report.files.count, "spec")
        if report.errorCount + report.warningCount == 0 {
            out += "No finding in \(specs): app builds made from the old versions show the new ones.\n"
            return
        }
        let counts = "\(LintSummary.count(report.errorCount, "error")), \(LintSummary.count(report.warningCount, "warning"))"
        out += report.errorCount > 0
            ? "**\(counts)** in \(specs): app builds made from the old versions cannot show the new ones as they are.\n\n"
            : "**\(counts)** in \(specs): the new versions show in old builds, but declare what those builds cannot read yet.\n\n"
        out.raw("| severity | where | rule | finding |\n|---|---|---|---|\n")
        for finding in report.findings {
            let place = MarkdownEscaping.escaped("\(finding.path):\(finding.location.line):\(finding.location.column)")
            out += "| \(finding.severity.rawValue) | \(place) | `\(finding.rule.rawValue)` | \(MarkdownEscaping.escaped(finding.message)) |\n"
        }
    }
}
