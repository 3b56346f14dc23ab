extension Rule {
    /// `duplicate-cell-id`: two cells of a section share a cellID.
    public static let duplicateCellID = Rule(RuleDescriptor(
        id: "duplicate-cell-id",
        severity: .error,
        summary: "Two cells of one section share a cellID (a new row takes a free cellID between its neighbours).",
        checks: "No two cells of one section share a cellID.",
        why: "A cellID is the row's identity across versions; duplicates make deletes, inserts and reloads ambiguous.",
        fix: "Give the new row a free cellID between its neighbours (leave gaps such as 10, 20, 30) and keep the other rows' IDs: renumbering them makes UIKit reload them instead of inserting one.",
        docsEntry: "two cells of a section share an ID; a new row takes a free ID between its neighbours ([Choosing IDs](SpecFormat.md#choosing-ids))",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 3, cellType: Title}, {cellID: 3, cellType: Title}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 3, cellType: Title}, {cellID: 4, cellType: Title}]
        """,
        autofix: .unsafe
    ))
}

/// `duplicate-cell-id`: two cells of one section share a cellID. Found by the one pass over a
/// section's cellIDs (`AscendingIDs`), which tells this check its conflicts of kind `.repeated`.
enum DuplicateCellIDCheck {
    /// A cellID repeated in `place`; its subject holds the ID, its first copy's line and a free ID,
    /// its fix writes that free ID.
    static func finding(_ conflict: AscendingIDs.Conflict, in place: String) -> FindingDraft {
        FindingDraft(rule: .duplicateCellID, message: "cellID \(conflict.id) appears twice in \(place), first on line \(conflict.otherLine); "
                     + "each cell needs its own ID; " + conflict.fix, subject: conflict.subject, fix: conflict.idFix)
    }
}
