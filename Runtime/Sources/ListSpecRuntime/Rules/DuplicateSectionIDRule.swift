extension Rule {
    /// `duplicate-section-id`: two sections of a table share a sectionID.
    public static let duplicateSectionID = Rule(RuleDescriptor(
        id: "duplicate-section-id",
        severity: .error,
        summary: "Two sections of one table share a sectionID (a new section takes a free sectionID between its neighbours).",
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
    ))
}

/// `duplicate-section-id`: two sections of one table share a sectionID. Found by the one pass over a
/// table's sectionIDs (`AscendingIDs`), which tells this check its conflicts of kind `.repeated`.
enum DuplicateSectionIDCheck {
    /// A sectionID repeated in `place`; its subject holds the ID, its first copy's line and a free ID,
    /// its fix writes that free ID.
    static func finding(_ conflict: AscendingIDs.Conflict, in place: String) -> FindingDraft {
        FindingDraft(rule: .duplicateSectionID, message: "sectionID \(conflict.id) appears twice in \(place), first on line \(conflict.otherLine); "
                     + "each section needs its own ID; " + conflict.fix, subject: conflict.subject, fix: conflict.idFix)
    }
}
