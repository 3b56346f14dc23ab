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
