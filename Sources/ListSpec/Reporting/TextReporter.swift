import ListSpecRuntime
/// `path:line:column: severity: message [rule-id]`, one finding a line, decorated by a palette.
/// The path and the message are escaped (`DisplayText.sanitized`): a file name or a spec string
/// never drives the terminal.
package struct TextReporter: Sendable {
    package var palette: Palette

    package init(palette: Palette = .plain) { self.palette = palette }

    package func line(for finding: Finding) -> String {
        let severity = palette.paint(finding.severity.rawValue, finding.severity == .error ? .error : .warning)
        return "\(palette.paint("\(DisplayText.sanitized(finding.path)):\(finding.location.line):\(finding.location.column):", .heading)) \(severity): "
            + "\(DisplayText.sanitized(finding.message)) \(palette.paint("[\(finding.rule.rawValue)]", .dim))"
    }

    /// Appended one by one, not `joined()`: that generic call looks up a conformance at run time, which
    /// at start-up costs some 5% of a one-cell lint's instructions.
    package func lines(_ findings: [Finding]) -> String {
        var text = ""
        for finding in findings { text += line(for: finding) + "\n" }
        return text
    }

    package func render(_ report: LintReport) -> String {
        var text = ""
        for file in report.files { text += lines(file.findings) }
        return text
    }
}
