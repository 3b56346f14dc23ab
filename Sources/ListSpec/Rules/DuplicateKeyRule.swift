import ListSpecRuntime

extension RuleDescriptor {
    /// `duplicate-key`.
    static let duplicateKey = RuleDescriptor(
        rule: .duplicateKey,
        checks: "A map has each key once.",
        why: "Readers disagree on which copy wins (JSONDecoder takes the last, others the first), so the table would differ between the app and the tools.",
        fix: "Remove or rename one of the two keys.",
        docsEntry: "a map has the same key twice (points at the second)",
        triggers: """
        sections:
          - {sectionID: 0, sectionID: 1}
        """,
        passes: """
        sections:
          - {sectionID: 0}
        """
    )
}
