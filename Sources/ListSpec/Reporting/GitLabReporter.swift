import ListSpecRuntime
/// `--format gitlab` (of `lint` and `breaking`): GitLab's code quality report, for a merge
/// request's widget. A JSON array, one object per finding: `description` (the message),
/// `check_name` (the rule id), `fingerprint`, `severity` (`major` for an error, `minor` for a
/// warning), `location.path` (relative to the repository's root) and `location.lines.begin`.
///
/// The fingerprint is what GitLab tells findings apart by, from one pipeline to the next
/// (`FindingFingerprints`: no line goes in; SARIF's `partialFingerprints` carry the same).
package struct GitLabReporter: Sendable {
    /// Absolute, normalized: relative paths in findings are resolved against it.
    package var currentDirectory: String
    /// Absolute, normalized: paths are written relative to it (the repository's root) when inside.
    package var baseDirectory: String

    package init(currentDirectory: String = ".", baseDirectory: String = ".") {
        self.currentDirectory = currentDirectory
        self.baseDirectory = baseDirectory
    }

    package func render(_ report: LintReport) -> [UInt8] {
        var json = JSONWriter()
        json.raw("[")
        var fingerprints = FindingFingerprints(currentDirectory: currentDirectory, baseDirectory: baseDirectory)
        for (i, finding) in report.findings.enumerated() {
            json.raw(i == 0 ? "\n" : ",\n")
            json.raw("{")
            json.key("description"); json.string(finding.message); json.raw(",")
            json.key("check_name"); json.string(finding.rule.rawValue); json.raw(",")
            json.key("fingerprint"); json.string(fingerprints.next(finding)); json.raw(",")
            json.key("severity"); json.string(finding.severity == .error ? "major" : "minor"); json.raw(",")
            json.key("location"); json.raw("{")
            json.key("path"); json.string(fingerprints.repositoryPath(finding.path)); json.raw(",")
            json.key("lines"); json.raw("{"); json.key("begin"); json.int(Int64(max(finding.location.line, 1))); json.raw("}}")
            json.raw("}")
        }
        json.raw(report.findings.isEmpty ? "]\n" : "\n]\n")
        return json.output
    }
}
