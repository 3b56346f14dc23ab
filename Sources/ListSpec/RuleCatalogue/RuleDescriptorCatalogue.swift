import ListSpecRuntime

extension RuleDescriptor {
    /// Lint's rules' descriptors, in the order of `Rule.allCases` (what `.listspec.yml`, `--disable` and SARIF name).
    package static var lintRules: [RuleDescriptor] { Rule.lintRules.map(\.descriptor) }

    /// Every descriptor: every rule's (lint's, then `listspec breaking`'s), then diff's warnings.
    package static var all: [RuleDescriptor] {
        (Rule.lintRules + Rule.compatibilityRules).map(\.descriptor) + DiffWarning.Rule.allCases.map(\.descriptor)
    }

    /// The rule's level as `listspec rules` and the docs show it: `error`, `warning`, or, for a
    /// rule of `listspec breaking` that warns while NEW only declares what breaks,
    /// `error (warning while only declared)`.
    package var severityLabel: String {
        warnsWhileOnlyDeclared ? "error (warning while only declared)" : defaultSeverity.rawValue
    }

    /// The descriptor of the rule with this id, lint's, breaking's or diff's.
    package static func named(_ id: String) -> RuleDescriptor? { all.first { $0.id == id } }

    /// A rule table of Docs/Commands.md: a row per rule with its id (and its anchor, which
    /// `Rule.documentationURL` links to), default severity and entry;
    /// lint's (and diff's warnings) by default, `listspec breaking`'s under its own heading.
    package static func docsTable(_ rules: [Rule]? = nil, heading: String = "what it checks") -> String {
        var table = "| rule | severity | \(heading) |\n|---|---|---|\n"
        // Lint's table ends with diff's warnings, which diff prints in brackets as lint prints its rule ids.
        for descriptor in rules.map({ $0.map(\.descriptor) }) ?? lintRules + DiffWarning.Rule.allCases.map(\.descriptor) {
            table += "| <a id=\"\(descriptor.docsAnchor)\"></a>`\(descriptor.id)` | \(descriptor.severityLabel) | \(descriptor.docsEntry) |\n"
        }
        return table
    }
}
