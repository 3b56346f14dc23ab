import ListSpecRuntime

/// `textDocument/publishDiagnostics` for one analysed version: lint's findings, each over the
/// token it points at, with the rule id as code and a link to the rule's documentation.
enum Diagnostics {
    static func notification(for analysis: DocumentAnalysis, encoding: PositionEncoding, links: Bool) -> JSONValue {
        let diagnostics = analysis.loaded.findings.map { diagnostic(for: $0, in: analysis, encoding: encoding, links: links) }
        return cleared(uri: analysis.text.uri, version: analysis.version, diagnostics: diagnostics)
    }

    /// One finding as a diagnostic over the token it points at.
    static func diagnostic(for finding: Finding, in analysis: DocumentAnalysis, encoding: PositionEncoding, links: Bool) -> JSONValue {
        var diagnostic: [String: JSONValue] = [
            "range": analysis.tokenRange(at: finding.location, encoding: encoding).json,
            "severity": .int(finding.severity == .error ? 1 : 2),
            "code": .string(finding.rule.rawValue),
            "source": "listspec",
            "message": .string(finding.message),
        ]
        if links { diagnostic["codeDescription"] = ["href": .string(finding.rule.documentationURL)] }
        return .object(diagnostic)
    }

    /// The notification with `diagnostics` (none: the document's diagnostics are cleared).
    static func cleared(uri: String, version: Int?, diagnostics: [JSONValue] = []) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .int(version) }
        return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)]
    }
}
