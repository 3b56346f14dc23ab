/// Why `Spec(json:)` refused a spec: every finding `listspec lint` reports for the same bytes
/// (with no configuration), in file order. It is thrown when at least one is an error; the
/// warnings of that file are listed too, as lint prints them.
public struct InvalidSpec: Error, Sendable, CustomStringConvertible {
    /// The name given to `Spec(json:path:)` ("" when none was).
    public var path: String
    /// Every finding: line, column, severity, rule and message.
    public var findings: [Finding]

    package init(path: String, findings: [Finding]) {
        self.path = path
        self.findings = findings
    }

    /// One line per finding, as `listspec lint` prints it: `line:column: error: message [rule-id]`,
    /// after `path:` when a path was given. Newlines, controls and bidirectional overrides
    /// from the spec are escaped (`\n`, `\u{1B}`), so a line is a finding.
    public var description: String {
        findings.map { finding in
            let place = "\(finding.location.line):\(finding.location.column)"
            let prefix = finding.path.isEmpty ? place : TextEscaper.terminal.escaped(finding.path) + ":" + place
            return "\(prefix): \(finding.severity.rawValue): \(TextEscaper.terminal.escaped(finding.message)) [\(finding.rule.rawValue)]"
        }.joined(separator: "\n")
    }
}
