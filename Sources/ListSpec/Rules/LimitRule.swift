import ListSpecRuntime

extension RuleDescriptor {
    /// `limit`.
    static let limit = RuleDescriptor(
        rule: .limit,
        checks: "The file stays within the reader's limits: size, nesting depth, alias expansion, node count, key and scalar length.",
        why: "A spec is data for a table view; past these limits it is far more likely an accident or an attack (an alias bomb) than a real table.",
        fix: "Split the spec into several files, or remove the deep nesting or the aliases that expand exponentially.",
        docsEntry: "a reader limit was passed (see [Limits](#limits))",
        // Brackets nested deeper than maxDepth (256).
        triggers: "sections: " + String(repeating: "[", count: 300),
        passes: "sections: []\n"
    )
}
