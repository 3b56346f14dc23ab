import ListSpecRuntime
/// JUnit XML for GitLab, Jenkins and the like: one `<testsuite>` per file holding one
/// `<testcase>` for that file, so every count is a count of test cases.
///
/// A file fails (one `<failure>`, listing its findings) when it has an error, or with `strict`
/// any finding: exactly when lint's exit code says so. Findings that do not fail it (warnings
/// without `--strict`) are in the test case's `<system-out>`. A path that could not be read is
/// a test case with an `<error>`. The `file` attribute is GitLab's; Jenkins' strict schema
/// rejects it (README).
package struct JUnitReporter: Sendable {
    /// Warnings fail a file too, as `lint --strict` does.
    package var strict: Bool
    /// The command whose findings these are (`lint`, `breaking`): the suites' and test cases' names.
    package var command: String

    package init(strict: Bool = false, command: String = "lint") {
        self.strict = strict
        self.command = command
    }

    package func render(_ report: LintReport) -> String {
        let failing = report.files.count { fails($0) }
        let tests = report.files.count + report.unreadable.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"listspec \(command)\" tests=\"\(tests)\" failures=\"\(failing)\" errors=\"\(report.unreadable.count)\">\n"
        for file in report.files {
            let path = XMLText.escapeAttribute(file.path)
            let failed = fails(file)
            xml += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"\(failed ? 1 : 0)\" errors=\"0\" skipped=\"0\">\n"
            if file.findings.isEmpty {
                xml += "    <testcase name=\"\(path)\" classname=\"listspec.\(command)\" file=\"\(path)\"/>\n"
            } else {
                xml += "    <testcase name=\"\(path)\" classname=\"listspec.\(command)\" file=\"\(path)\">\n"
                let lines = file.findings.map { XMLText.escapeContent($0.description) }.joined(separator: "\n")
                if failed {
                    let summary = summary(file)
                    xml += "      <failure type=\"\(file.findings.hasErrors ? "error" : "warning")\" message=\"\(XMLText.escapeAttribute(summary))\">"
                        + lines + "</failure>\n"
                } else {
                    xml += "      <system-out>" + lines + "</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        for unreadable in report.unreadable {
            let path = XMLText.escapeAttribute(unreadable.path)
            xml += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
            xml += "    <testcase name=\"\(path)\" classname=\"listspec.\(command)\" file=\"\(path)\">\n"
            xml += "      <error type=\"unreadable\" message=\"\(XMLText.escapeAttribute(unreadable.reason))\">"
                + XMLText.escapeContent(unreadable.description) + "</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private func fails(_ file: LintReport.File) -> Bool {
        file.findings.hasErrors || (strict && !file.findings.isEmpty)
    }

    /// `2 errors, 1 warning; first: 5:18: cellID 3 must be ... [cell-order]` (one finding: just its place and text).
    private func summary(_ file: LintReport.File) -> String {
        let errors = file.findings.count { $0.severity == .error }
        let warnings = file.findings.count - errors
        var counts: [String] = []
        if errors > 0 { counts.append(LintSummary.count(errors, "error")) }
        if warnings > 0 { counts.append(LintSummary.count(warnings, "warning")) }
        let first = file.findings.first { $0.severity == .error } ?? file.findings[0]
        let place = "\(first.location.line):\(first.location.column): \(first.message) [\(first.rule.rawValue)]"
        return file.findings.count == 1 ? place : counts.joined(separator: ", ") + "; first: " + place
    }
}
