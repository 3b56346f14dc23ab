import ListSpecRuntime

extension RuleDescriptor {
    /// `cell-order`.
    static let cellOrder = RuleDescriptor(
        rule: .cellOrder,
        checks: "cellIDs are strictly ascending within a section.",
        why: "Rows are matched by one merge of ascending IDs; out of order, a cell would be deleted and inserted instead of kept, and the update could raise NSInternalInconsistencyException.",
        fix: "Keep each row's cellID and give a new or moved row a free cellID between its neighbours (leave gaps such as 10, 20, 30; negative IDs go in front): renumbering the others makes UIKit reload them instead of inserting or moving one.",
        docsEntry: "cellIDs not strictly ascending within a section; a new or moved row takes a free ID between its neighbours ([Choosing IDs](SpecFormat.md#choosing-ids))",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 5, cellType: Title}, {cellID: 3, cellType: Title}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 3, cellType: Title}, {cellID: 5, cellType: Title}]
        """,
        autofix: .unsafe
    )
}
