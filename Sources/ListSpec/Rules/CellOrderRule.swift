import ListSpecRuntime

extension RuleDescriptor {
    /// `cell-order`.
    static let cellOrder = RuleDescriptor(
        rule: .cellOrder,
        checks: "cellIDs are strictly ascending within a section.",
        why: "Rows are matched by one merge of ascending IDs; out of order, a cell would be deleted and inserted instead of kept, and the update could raise NSInternalInconsistencyException.",
        fix: "Reorder the cells, or renumber their cellIDs so they ascend.",
        docsEntry: "cellIDs not strictly ascending within a section",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 5, cellType: Title}, {cellID: 3, cellType: Title}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 3, cellType: Title}, {cellID: 5, cellType: Title}]
        """
    )
}
