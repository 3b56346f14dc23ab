extension Rule {
    /// `newer-format`: the new spec's format version is above the old one's.
    public static let newerFormat = Rule(RuleDescriptor(
        id: "newer-format",
        severity: .error,
        summary: "The new spec's listspec format version is above the old spec's.",
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
    ))
}

/// `newer-format`: the new spec's listspec format version is above the old one's (`SpecCompatibility`).
enum NewerFormatCheck {
    /// The new spec's format `version` above `oldVersion`, the format of the spec named `oldName`.
    static func finding(_ version: Int64, oldName: String, oldVersion: Int64) -> FindingDraft {
        FindingDraft(rule: .newerFormat, message: "this spec is listspec format \(version); \(oldName) is format \(oldVersion), "
                     + "and builds made from it read no newer format")
    }
}
