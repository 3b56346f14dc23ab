import ListSpecRuntime

extension RuleDescriptor {
    /// `duplicate-cell-id`.
    static let duplicateCellID = RuleDescriptor(
        rule: .duplicateCellID,
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
    )
}
