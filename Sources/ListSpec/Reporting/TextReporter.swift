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

    /// A line per finding, each ending in a newline.
    package func lines(_ findings: [Finding]) -> String {
        findings.map { line(for: $0) + "\n" }.joined()
    }

    package func render(_ report: LintReport) -> String {
        var text = ""
        for file in report.files { text += lines(file.findings) }
        return text
    }
}
