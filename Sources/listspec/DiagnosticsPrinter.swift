import ListSpec

/// The one place findings become text: `path:line:column: severity: message [rule-id]`.
struct DiagnosticsPrinter {
    var palette: Palette

    func format(_ finding: Finding) -> String {
        let severity = palette.paint(finding.severity.rawValue, finding.severity == .error ? .error : .warning)
        return "\(palette.paint("\(finding.path):\(finding.location.line):\(finding.location.column):", .heading)) \(severity): "
            + "\(DisplayText.sanitized(finding.message)) \(palette.paint("[\(finding.rule.rawValue)]", .dim))"
    }

    func lines(_ findings: [Finding]) -> String {
        findings.map { format($0) + "\n" }.joined()
    }
}
