import ListSpecRuntime

/// For a spec the settings mark as served (`served:` in `.listspec.yml`): beside the batch-update
/// lens, a lens at each of `listspec breaking --against HEAD`'s findings, so the author sees what
/// app builds made from HEAD's version cannot show while writing. The same findings as the
/// command (`SpecCompatibility`), named after HEAD.
enum BreakingLens {
    static func lenses(_ analysis: DocumentAnalysis, head: Spec, encoding: PositionEncoding) -> [JSONValue] {
        // As the command, only a text that passes lint's invariants is compared.
        guard let spec = analysis.spec, !analysis.loaded.findings.contains(where: { $0.severity == .error }) else { return [] }
        return SpecCompatibility.findings(new: spec, old: head, oldName: "HEAD").map { finding in
            let verdict = finding.severity == .error ? "breaks builds from HEAD" : "may break builds from HEAD"
            let command: [String: JSONValue] = [
                "title": .string("\(verdict): \(finding.message) [\(finding.rule.rawValue)]"),
                "command": .string(LanguageServer.showCommand),
                "arguments": [.string(finding.description + "\n")],
            ]
            return ["range": analysis.tokenRange(at: finding.location, encoding: encoding).json, "command": .object(command)]
        }
    }
}
