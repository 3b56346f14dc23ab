extension Rule {
    /// `section-order`: sectionIDs do not ascend strictly.
    public static let sectionOrder = Rule(RuleDescriptor(
        id: "section-order",
        severity: .error,
        summary: "sectionIDs must be strictly ascending within a table (a new or moved section takes a free sectionID between its neighbours).",
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
    ))
}

/// `section-order`: sectionIDs must ascend strictly within a table. Found by the one pass over a
/// table's sectionIDs (`AscendingIDs`), which tells this check its conflicts `.outOfOrder`: of two rows
/// out of order, the one whose removal makes the rest ascend.
enum SectionOrderCheck {
    /// A sectionID out of order in `place`; its subject holds the ID, its neighbour's line and a free ID,
    /// its fix writes that free ID.
    static func finding(_ conflict: AscendingIDs.Conflict, _ order: AscendingIDs.Conflict.Order, in place: String) -> FindingDraft {
        let words = switch order {
        case .notLessThanNext(let next): "sectionID \(conflict.id) must be less than the next sectionID \(next) in \(place)"
        case .notGreaterThanPrevious(let previous): "sectionID \(conflict.id) must be greater than the previous sectionID \(previous) in \(place)"
        }
        return FindingDraft(rule: .sectionOrder, message: words + "; " + conflict.fix, subject: conflict.subject, fix: conflict.idFix)
    }
}
