import ListSpecRuntime
/// The one-line summary that ends every lint run (on standard error, whatever the format).
package enum LintSummary {
    package static func line(for report: LintReport) -> String {
        let files = count(report.files.count, "file")
        let skipped = report.skipped == 0 ? "" : " " + skippedNote(report.skipped)
        let unread = unreadableNote(report.unreadable)
        let counts = "\(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))"
        // What a baseline hid, said only when one applied; what was excluded, as format says it.
        let baselined = (report.baselined.map { ", \($0) baselined" } ?? "") + (report.excluded > 0 ? ", \(report.excluded) excluded" : "")
        if report.errorCount + report.warningCount == 0 {
            // "No findings" only when every path was read: a path never read may hold any number.
            return report.unreadable.isEmpty ? "Linted \(files): no findings\(baselined).\(skipped)"
                                             : "Linted \(files): \(counts)\(baselined).\(unread)\(skipped)"
        }
        return "Linted \(files): \(counts) in \(count(report.filesWithFindings, "file"))\(baselined).\(fixableNote(report))\(unread)\(skipped)"
    }

    /// ` 3 fixable with --fix (1 more with --unsafe-fixes).`, as ruff says it; empty when no finding has a fix.
    static func fixableNote(_ report: LintReport) -> String {
        var safe = 0, unsafe = 0
        for file in report.files {
            for finding in file.findings {
                guard let fix = finding.fix else { continue }
                if fix.isSafe { safe += 1 } else { unsafe += 1 }
            }
        }
        if safe == 0 { return unsafe == 0 ? "" : " \(unsafe) fixable with --fix --unsafe-fixes." }
        return " \(safe) fixable with --fix" + (unsafe == 0 ? "." : " (\(unsafe) more with --unsafe-fixes).")
    }

    /// A run that found no spec to lint, which is no failure: what was searched, what was skipped.
    package static func noSpecLine(searched paths: [String], skipped: Int) -> String {
        let note = skippedNote(skipped)
        return "No spec found in \(paths.joined(separator: ", ")): "
            + (skipped == 0 ? "no *.yaml, *.yml or *.json file." : note.prefix(1).lowercased() + note.dropFirst())
    }

    /// Paths that could not be read: a run with them fails, and its summary says so.
    private static func unreadableNote(_ unreadable: [UnreadableInput]) -> String {
        guard !unreadable.isEmpty else { return "" }
        let shown = unreadable.prefix(3).map { "\($0.path) (\($0.reason))" }.joined(separator: ", ")
        let more = unreadable.count > 3 ? " and \(unreadable.count - 3) more" : ""
        return " Could not read \(count(unreadable.count, "path")): \(shown)\(more)."
    }

    /// Found YAML and JSON files that were not linted, and why.
    package static func skippedNote(_ skipped: Int) -> String {
        "Skipped \(count(skipped, "file")) that \(skipped == 1 ? "is not a spec" : "are not specs") (no listspec, tables or sections key at the top)."
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
