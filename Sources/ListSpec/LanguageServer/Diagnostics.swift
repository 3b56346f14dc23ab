import ListSpecRuntime

/// `textDocument/publishDiagnostics` for one analysed version: lint's findings, each over the
/// token it points at, with the rule id as code and a link to the rule's documentation.
enum Diagnostics {
    static func notification(for analysis: DocumentAnalysis, encoding: PositionEncoding, links: Bool) -> JSONValue {
        let diagnostics = analysis.loaded.findings.map { finding -> JSONValue in
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
        return cleared(uri: analysis.text.uri, version: analysis.version, diagnostics: diagnostics)
    }

    /// The notification with `diagnostics` (none: the document's diagnostics are cleared).
    static func cleared(uri: String, version: Int?, diagnostics: [JSONValue] = []) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .int(version) }
        return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)]
    }
}
