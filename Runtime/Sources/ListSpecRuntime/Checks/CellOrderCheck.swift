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
