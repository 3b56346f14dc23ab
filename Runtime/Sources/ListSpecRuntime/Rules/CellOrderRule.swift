extension Rule {
    /// `cell-order`: cellIDs do not ascend strictly.
    public static let cellOrder = Rule(RuleDescriptor(
        id: "cell-order",
        severity: .error,
        summary: "cellIDs must be strictly ascending within a section (a new or moved row takes a free cellID between its neighbours).",
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
    ))
}

/// `cell-order`: cellIDs must ascend strictly within a section. Found by the one pass over a
/// section's cellIDs (`AscendingIDs`), which tells this check its conflicts `.outOfOrder`: of two rows
/// out of order, the one whose removal makes the rest ascend.
enum CellOrderCheck {
    /// A cellID out of order in `place`; its subject holds the ID, its neighbour's line and a free ID,
    /// its fix writes that free ID.
    static func finding(_ conflict: AscendingIDs.Conflict, _ order: AscendingIDs.Conflict.Order, in place: String) -> FindingDraft {
        let words = switch order {
        case .notLessThanNext(let next): "cellID \(conflict.id) must be less than the next cellID \(next) in \(place)"
        case .notGreaterThanPrevious(let previous): "cellID \(conflict.id) must be greater than the previous cellID \(previous) in \(place)"
        }
        return FindingDraft(rule: .cellOrder, message: words + "; " + conflict.fix, subject: conflict.subject, fix: conflict.idFix)
    }
}
