import ListSpecRuntime

extension RuleDescriptor {
    /// `newer-format`, a rule of listspec breaking: its examples are new versions of `against`.
    static let newerFormat = RuleDescriptor(
        rule: .newerFormat,
        checks: "The new spec's `listspec:` format version is not above the old spec's (no version is format 1).",
        why: "A build reads the format it was made with; a newer format may hold what it cannot read.",
        fix: "Keep serving the old format to old builds.",
        docsEntry: "NEW's `listspec` version is above OLD's",
        triggers: """
        listspec: 2
        sections: [{sectionID: 0}]
        """,
        passes: """
        listspec: 1
        sections: [{sectionID: 0}]
        """,
        against: """
        listspec: 1
        sections: [{sectionID: 0}]
        """
    )
}
