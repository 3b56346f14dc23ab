import ListSpecRuntime
/// JUnit XML for GitLab, Jenkins and the like: one `<testsuite>` per file holding one
/// `<testcase>` for that file, with a `<failure>` per finding (its `type` is the severity).
/// A file that could not be read is a testcase with an `<error>`.
public struct JUnitReporter: Sendable {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let failures = report.files.reduce(0) { $0 + $1.findings.count }
        let tests = report.files.count + report.unreadable.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"listspec lint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(report.unreadable.count)\">\n"
        for file in report.files {
            let path = XMLText.escapeAttribute(file.path)
            xml += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"\(file.findings.count)\" errors=\"0\" skipped=\"0\">\n"
            if file.findings.isEmpty {
                xml += "    <testcase name=\"\(path)\" classname=\"listspec.lint\" file=\"\(path)\"/>\n"
            } else {
                xml += "    <testcase name=\"\(path)\" classname=\"listspec.lint\" file=\"\(path)\">\n"
                for finding in file.findings {
                    let summary = "\(finding.location.line):\(finding.location.column): \(finding.message) [\(finding.rule.rawValue)]"
                    xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escapeAttribute(summary))\">"
                        + XMLText.escapeContent(finding.description) + "</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        for unreadable in report.unreadable {
            let path = XMLText.escapeAttribute(unreadable.path)
            xml += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
            xml += "    <testcase name=\"\(path)\" classname=\"listspec.lint\" file=\"\(path)\">\n"
            xml += "      <error type=\"unreadable\" message=\"\(XMLText.escapeAttribute(unreadable.reason))\">"
                + XMLText.escapeContent(unreadable.description) + "</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
