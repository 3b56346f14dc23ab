import ListSpecRuntime

/// The refusal policy of the commands whose work needs a valid spec (render, diff, locate, convert,
/// generate, schema, git-diff, preview): which findings refuse it, and the words that say so.
/// The settings decide what is shown, as for lint; an error they turn off still refuses the spec
/// when the work needs what its rule guarantees.
extension LoadedSpec {
    /// Rules whose errors refuse a spec whatever the settings: the batch-update merge, the data
    /// source and the locator all need strictly ascending, distinct IDs.
    package static let rulesTheModelNeeds: Set<Rule> = [.sectionOrder, .duplicateSectionID, .cellOrder, .duplicateCellID]

    /// The errors that refuse the spec: those the settings leave (but `allowed` rules), and those
    /// they overrule that the model needs.
    package func blockingFindings(allowing allowed: Set<Rule> = []) -> [Finding] {
        findings.filter { $0.severity == .error && !allowed.contains($0.rule) } + overruledErrorsTheModelNeeds
    }

    /// What to show: the findings as the settings have them, and the overruled errors that refuse the spec.
    package var printedFindings: [Finding] {
        let overruled = overruledErrorsTheModelNeeds
        return overruled.isEmpty ? findings : (findings + overruled).sortedByLocation()
    }

    /// Errors the settings turn off that the model needs (all of them when there is no model: a file that does not parse).
    package var overruledErrorsTheModelNeeds: [Finding] {
        overruledErrors.filter { spec == nil || LoadedSpec.rulesTheModelNeeds.contains($0.rule) }
    }

    /// `typo.yaml breaks 2 rules (section-order, unknown-key) with 4 errors; fix them first (...)`:
    /// rules counted as rules, errors as errors; the hint is a command that runs as printed, or
    /// why errors the settings turn off still count.
    package func refusal(of input: SpecInput, blocking errors: [Finding]) -> String {
        var rules: [String] = []
        for finding in errors where !rules.contains(finding.rule.rawValue) { rules.append(finding.rule.rawValue) }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let overruled = overruledErrorsTheModelNeeds.count
        let note = "the settings turn \(overruled == errors.count ? (errors.count == 1 ? "it" : "them") : "\(overruled)") off for lint, "
            + "but listspec needs strictly ascending, distinct IDs to work with a spec"
        let hint = overruled == errors.count ? note
            : "listspec lint \(input.shellArgument)" + (overruled > 0 ? "; " + note : "")
        return "\(path) breaks \(plural(rules.count, "rule")) (\(rules.joined(separator: ", "))) with \(plural(errors.count, "error")); "
            + "fix \(errors.count == 1 ? "it" : "them") first (\(hint))"
    }
}

extension Spec {
    /// All tables, or the one named by `--table` (an unknown name lists the known ones).
    package func tables(selecting name: String?) throws(Trouble) -> [Table] {
        guard let name else { return tables }
        guard let table = self.table(named: name) else {
            let known = tables.map(\.name).joined(separator: ", ")
            let guess = WordSuggestion.nearest(to: name, in: tables.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
            throw Trouble(message: "\(path) has no table named '\(name)'; \(guess)its tables are \(known.isEmpty ? "(none)" : known)")
        }
        return [table]
    }
}
