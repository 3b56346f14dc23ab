import ListSpecRuntime
/// GitHub Actions workflow commands: one `::error` or `::warning` annotation per finding,
/// grouped per file (`::group::` … `::endgroup::`) so the log folds; then one `::error` for each
/// path that could not be read.
///
/// Text is escaped twice, in this order: first as every human-facing output is
/// (`DisplayText.sanitized`: ESC, BEL, BS, bidi overrides... become visible, so nothing drives
/// the log viewer), then as @actions/core does (`toCommandValue`/`escapeData`/`escapeProperty`):
/// `%`, CR and LF in data; properties also `:` and `,`.
package struct GitHubReporter: Sendable {
    /// GitHub shows at most this many annotations of each kind per step; the rest stay in the log.
    package static let annotationLimit = 10

    package init() {}

    package func render(_ report: LintReport) -> String {
        var output = ""
        for file in report.files where !file.findings.isEmpty {
            output += "::group::\(GitHubReporter.escapeData(file.path))\n"
            for finding in file.findings { output += command(for: finding) + "\n" }
            output += "::endgroup::\n"
        }
        // A path never read fails the step (exit 2); its annotation says which and why.
        for unreadable in report.unreadable {
            let properties = "file=\(GitHubReporter.escapeProperty(unreadable.path)),title=\(GitHubReporter.escapeProperty("listspec could not read a path"))"
            output += "::error \(properties)::\(GitHubReporter.escapeData("\(unreadable.path) was not linted: \(unreadable.reason)"))\n"
        }
        return output
    }

    package func command(for finding: Finding) -> String {
        let properties = [
            ("file", finding.path),
            ("line", String(finding.location.line)),
            ("col", String(finding.location.column)),
            ("title", "listspec \(finding.rule.rawValue)"),
        ].map { "\($0)=\(GitHubReporter.escapeProperty($1))" }.joined(separator: ",")
        return "::\(finding.severity.rawValue) \(properties)::\(GitHubReporter.escapeData("\(finding.message) [\(finding.rule.rawValue)]"))"
    }

    /// A note for the end of the log when annotations were cut, so nobody mistakes 10 for all.
    package func limitNote(for report: LintReport) -> String? {
        let over = [(report.errorCount, "errors"), (report.warningCount, "warnings")].filter { $0.0 > GitHubReporter.annotationLimit }
        guard !over.isEmpty else { return nil }
        let counts = over.map { "\($0.0) \($0.1)" }.joined(separator: " and ")
        return "GitHub shows at most \(GitHubReporter.annotationLimit) annotations of each kind per step; all \(counts) are in this log."
    }

    /// A command's data (the message, a group's name): shown safely, then %-encoded.
    package static func escapeData(_ text: String) -> String {
        percentEncodedData(DisplayText.sanitized(text))
    }

    /// A property value (`file=`, `title=`): shown safely, then %-encoded with `:` and `,`.
    package static func escapeProperty(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// @actions/core's escapeData: `%`, CR and LF (left after sanitizing only when a caller
    /// passes them on purpose; kept so the encoding is complete by itself).
    static func percentEncodedData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
