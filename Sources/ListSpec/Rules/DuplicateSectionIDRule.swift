import ListSpecRuntime

extension RuleDescriptor {
    /// `duplicate-section-id`.
    static let duplicateSectionID = RuleDescriptor(
        rule: .duplicateSectionID,
        checks: "No two sections of one table share a sectionID.",
        why: "A sectionID is the section's identity across versions; two sections with one ID cannot be told apart, and the update would be wrong.",
        fix: "Give one of the sections a new, unused sectionID.",
        docsEntry: "two sections of a table share an ID",
        triggers: """
        sections: [{sectionID: 1}, {sectionID: 1}]
        """,
        passes: """
        sections: [{sectionID: 1}, {sectionID: 2}]
        """
    )
}
