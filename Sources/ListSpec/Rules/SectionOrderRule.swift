import ListSpecRuntime

extension RuleDescriptor {
    /// `section-order`.
    static let sectionOrder = RuleDescriptor(
        rule: .sectionOrder,
        checks: "sectionIDs are strictly ascending within a table.",
        why: "The batch update is computed by one merge of ascending IDs (as DCTableViewController does); out of order, a section would be deleted and inserted instead of kept, and performBatchUpdates could raise NSInternalInconsistencyException.",
        fix: "Keep each section's sectionID and give a new or moved section a free sectionID between its neighbours (leave gaps such as 10, 20, 30; negative IDs go in front): renumbering the others makes UIKit reload them instead of inserting or moving one.",
        docsEntry: "sectionIDs not strictly ascending within a table; a new or moved section takes a free ID between its neighbours ([Choosing IDs](SpecFormat.md#choosing-ids))",
        triggers: """
        sections: [{sectionID: 2}, {sectionID: 1}]
        """,
        passes: """
        sections: [{sectionID: 1}, {sectionID: 2}]
        """,
        autofix: .unsafe
    )
}
