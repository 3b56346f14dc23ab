import ListSpecRuntime
/// The one-line summary that ends every lint run (on standard error, whatever the format).
package enum LintSummary {
    package static func line(for report: LintReport) -> String {
        let files = count(report.files.count, "file")
        let skipped = report.skipped == 0 ? "" : " " + skippedNote(report.skipped)
        if report.errorCount + report.warningCount == 0 { return "Linted \(files): no findings.\(skipped)" }
        return "Linted \(files): \(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))"
            + " in \(count(report.filesWithFindings, "file")).\(skipped)"
    }

    /// Found YAML and JSON files that were not linted, and why.
    package static func skippedNote(_ skipped: Int) -> String {
        "Skipped \(count(skipped, "file")) that \(skipped == 1 ? "is not a spec" : "are not specs") (no listspec, tables or sections key at the top)."
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
