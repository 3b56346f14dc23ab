import ListSpecRuntime

/// Where a spec a command refuses came from: what its refusal tells the user to do.
package enum SpecOrigin: Sendable {
    /// A file or standard input: the refusal names the `listspec lint` command that lists its errors.
    case input(SpecInput)
    /// A version read from git, which lint cannot be pointed at: `version` says which (`as HEAD
    /// holds it`, `the old version`), `requirement` what the command compares.
    case gitVersion(String, requirement: String)
}

/// Why a spec is refused (exit 2): its findings, shown before the message, and the errors among
/// them that refuse it.
package struct SpecRefusal: Error, Sendable {
    package var findings: [Finding]
    package var blocking: [Finding]
    /// Whether a spec was made of the file at all (else it does not parse).
    package var parses: Bool
    /// `typo.yaml breaks 2 rules (section-order, unknown-key) with 4 errors; fix them first (...)`.
    package var message: String
}

extension Frontend {
    /// The decision every command that needs a valid spec takes (render, diff, locate, convert,
    /// generate, schema, git-diff, preview, breaking): the spec when no error refuses it, errors of
    /// `allowed` rules aside (a schema is how an editor flags wrong viewModels, so `schema FILE`
    /// allows them). The settings decide what is an error, as for lint; they cannot turn off the
    /// invariant rules (`Rule.invariants`), so lint never passes a file refused here.
    package func accepted(_ loaded: LoadedSpec, from origin: SpecOrigin, allowing allowed: Set<Rule> = []) throws(SpecRefusal) -> Spec {
        let blocking = loaded.findings.filter { $0.severity == .error && !allowed.contains($0.rule) }
        if blocking.isEmpty, let spec = loaded.spec { return spec }
        throw SpecRefusal(findings: loaded.findings, blocking: blocking, parses: loaded.spec != nil,
                          message: Self.refusal(of: loaded.path, from: origin, blocking: blocking))
    }

    /// Rules counted as rules, errors as errors; the hint is a command that runs as printed.
    private static func refusal(of path: String, from origin: SpecOrigin, blocking errors: [Finding]) -> String {
        let input: SpecInput
        switch origin {
        case .input(let named): input = named
        case .gitVersion(let version, let requirement): return "\(path) (\(version)) breaks the rules above; \(requirement)"
        }
        var rules: [String] = []
        for finding in errors where !rules.contains(finding.rule.rawValue) { rules.append(finding.rule.rawValue) }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(path) breaks \(plural(rules.count, "rule")) (\(rules.joined(separator: ", "))) with \(plural(errors.count, "error")); "
            + "fix \(errors.count == 1 ? "it" : "them") first (listspec lint \(input.shellArgument))"
    }
}
