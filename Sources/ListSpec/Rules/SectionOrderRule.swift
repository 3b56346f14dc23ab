import ListSpecRuntime

extension RuleDescriptor {
    /// `section-order`.
    static let sectionOrder = RuleDescriptor(
        rule: .sectionOrder,
        checks: "sectionIDs are strictly ascending within a table.",
        why: "The batch update is computed by one merge of ascending IDs (as DCTableViewController does); out of order, a section would be deleted and inserted instead of kept, and performBatchUpdates could raise NSInternalInconsistencyException.",
        fix: "Reorder the sections, or renumber their sectionIDs so they ascend.",
        docsEntry: "sectionIDs not strictly ascending within a table",
        triggers: """
        sections: [{sectionID: 2}, {sectionID: 1}]
        """,
        passes: """
        sections: [{sectionID: 1}, {sectionID: 2}]
        """
    )
}
