import ListSpecRuntime
/// `--format gitlab` (of `lint` and `breaking`): GitLab's code quality report, for a merge
/// request's widget. A JSON array, one object per finding: `description` (the message),
/// `check_name` (the rule id), `fingerprint`, `severity` (`major` for an error, `minor` for a
/// warning), `location.path` (relative to the repository's root) and `location.lines.begin`.
///
/// The fingerprint is what GitLab tells findings apart by, from one pipeline to the next: the
/// SHA-256 of the path, the rule, the message without the line numbers it names, and how many
/// equal findings came before it in the file. No line goes in, so lines added above a finding
/// keep it the same finding, and two equal findings in one file still differ.
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
        var occurrences: [[String]: Int] = [:]
        for (i, finding) in report.findings.enumerated() {
            let path = relativePath(finding.path)
            let key = [path, finding.rule.rawValue, GitLabReporter.withoutLineNumbers(finding.message)]
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            json.raw(i == 0 ? "\n" : ",\n")
            json.raw("{")
            json.key("description"); json.string(finding.message); json.raw(",")
            json.key("check_name"); json.string(finding.rule.rawValue); json.raw(",")
            json.key("fingerprint"); json.string(SHA256.hex(Array((key + [String(occurrence)]).joined(separator: "\u{0}").utf8))); json.raw(",")
            json.key("severity"); json.string(finding.severity == .error ? "major" : "minor"); json.raw(",")
            json.key("location"); json.raw("{")
            json.key("path"); json.string(path); json.raw(",")
            json.key("lines"); json.raw("{"); json.key("begin"); json.int(Int64(max(finding.location.line, 1))); json.raw("}}")
            json.raw("}")
        }
        json.raw(report.findings.isEmpty ? "]\n" : "\n]\n")
        return json.output
    }

    /// The path from the repository's root; as given when it lies outside (or is standard input).
    private func relativePath(_ path: String) -> String {
        guard path != "<stdin>" else { return path }
        return PathResolution.relative(PathResolution.absolute(path, in: currentDirectory), to: baseDirectory) ?? path
    }

    /// `first on line 12` as `first on line`: a message that names a line would change with it.
    static func withoutLineNumbers(_ message: String) -> String {
        var out = ""
        var rest = Substring(message)
        while let range = rest.firstRange(of: "line ") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...].drop { $0.isASCII && $0.isNumber }
        }
        return out + rest
    }
}
