import ListSpecRuntime

extension RuleDescriptor {
    /// `duplicate-cell-id`.
    static let duplicateCellID = RuleDescriptor(
        rule: .duplicateCellID,
        checks: "No two cells of one section share a cellID.",
        why: "A cellID is the row's identity across versions; duplicates make deletes, inserts and reloads ambiguous.",
        fix: "Give one of the cells a new, unused cellID.",
        docsEntry: "two cells of a section share an ID",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 3, cellType: Title}, {cellID: 3, cellType: Title}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 3, cellType: Title}, {cellID: 4, cellType: Title}]
        """
    )
}
