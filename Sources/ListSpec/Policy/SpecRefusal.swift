import ListSpecRuntime

/// The refusal policy of the commands whose work needs a valid spec (render, diff, locate, convert,
/// generate, schema, git-diff, preview): which findings refuse it, and the words that say so.
extension LoadedSpec {
    /// The errors that refuse the spec, but `allowed` rules'. The settings decide what is shown and
    /// what refuses, as for lint: they cannot turn off the invariant rules (`Rule.invariants`).
    package func blockingFindings(allowing allowed: Set<Rule> = []) -> [Finding] {
        findings.filter { $0.severity == .error && !allowed.contains($0.rule) }
    }

    /// `typo.yaml breaks 2 rules (section-order, unknown-key) with 4 errors; fix them first (...)`:
    /// rules counted as rules, errors as errors; the hint is a command that runs as printed.
    package func refusal(of input: SpecInput, blocking errors: [Finding]) -> String {
        var rules: [String] = []
        for finding in errors where !rules.contains(finding.rule.rawValue) { rules.append(finding.rule.rawValue) }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(path) breaks \(plural(rules.count, "rule")) (\(rules.joined(separator: ", "))) with \(plural(errors.count, "error")); "
            + "fix \(errors.count == 1 ? "it" : "them") first (listspec lint \(input.shellArgument))"
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
