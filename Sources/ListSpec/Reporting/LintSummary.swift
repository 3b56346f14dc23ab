import ListSpecRuntime
/// The one-line summary that ends every lint run (on standard error, whatever the format).
public enum LintSummary {
    public static func line(for report: LintReport) -> String {
        let files = count(report.files.count, "file")
        if report.errorCount + report.warningCount == 0 { return "Linted \(files): no findings." }
        return "Linted \(files): \(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))"
            + " in \(count(report.filesWithFindings, "file"))."
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
