import ListSpecRuntime

extension RuleDescriptor {
    /// `duplicate-section-id`.
    static let duplicateSectionID = RuleDescriptor(
        rule: .duplicateSectionID,
        checks: "No two sections of one table share a sectionID.",
        why: "A sectionID is the section's identity across versions; two sections with one ID cannot be told apart, and the update would be wrong.",
        fix: "Give the new section a free sectionID between its neighbours (leave gaps such as 10, 20, 30) and keep the other sections' IDs: renumbering them makes UIKit reload them instead of inserting one.",
        docsEntry: "two sections of a table share an ID; a new section takes a free ID between its neighbours ([Choosing IDs](SpecFormat.md#choosing-ids))",
        triggers: """
        sections: [{sectionID: 1}, {sectionID: 1}]
        """,
        passes: """
        sections: [{sectionID: 1}, {sectionID: 2}]
        """,
        autofix: .unsafe
    )
}
