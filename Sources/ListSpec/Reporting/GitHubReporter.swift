import ListSpecRuntime
/// GitHub Actions workflow commands: one `::error` or `::warning` annotation per finding,
/// grouped per file (`::group::` … `::endgroup::`) so the log folds.
///
/// Escaping follows @actions/core (`toCommandValue`/`escapeData`/`escapeProperty`):
/// the message escapes `%`, CR and LF; properties also escape `:` and `,`.
public struct GitHubReporter: Sendable {
    /// GitHub shows at most this many annotations of each kind per step; the rest stay in the log.
    public static let annotationLimit = 10

    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = ""
        for file in report.files where !file.findings.isEmpty {
            output += "::group::\(GitHubReporter.escapeData(file.path))\n"
            for finding in file.findings { output += command(for: finding) + "\n" }
            output += "::endgroup::\n"
        }
        return output
    }

    public func command(for finding: Finding) -> String {
        let properties = [
            ("file", finding.path),
            ("line", String(finding.location.line)),
            ("col", String(finding.location.column)),
            ("title", "listspec \(finding.rule.rawValue)"),
        ].map { "\($0)=\(GitHubReporter.escapeProperty($1))" }.joined(separator: ",")
        return "::\(finding.severity.rawValue) \(properties)::\(GitHubReporter.escapeData("\(finding.message) [\(finding.rule.rawValue)]"))"
    }

    /// A note for the end of the log when annotations were cut, so nobody mistakes 10 for all.
    public func limitNote(for report: LintReport) -> String? {
        let over = [(report.errorCount, "errors"), (report.warningCount, "warnings")].filter { $0.0 > GitHubReporter.annotationLimit }
        guard !over.isEmpty else { return nil }
        let counts = over.map { "\($0.0) \($0.1)" }.joined(separator: " and ")
        return "GitHub shows at most \(GitHubReporter.annotationLimit) annotations of each kind per step; all \(counts) are in this log."
    }

    public static func escapeData(_ text: String) -> String {
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

    public static func escapeProperty(_ text: String) -> String {
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
}
