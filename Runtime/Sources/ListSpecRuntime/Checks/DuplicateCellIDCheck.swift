/// `duplicate-cell-id`: two cells of one section share a cellID. Found by the one pass over a
/// section's cellIDs (`AscendingIDs`), which tells this check its conflicts of kind `.repeated`.
enum DuplicateCellIDCheck {
    /// A cellID repeated in `place`; its subject holds the ID, its first copy's line and a free ID,
    /// its fix writes that free ID.
    static func finding(_ conflict: AscendingIDs.Conflict, in place: String) -> FindingDraft {
        FindingDraft(rule: .duplicateCellID, message: "cellID \(conflict.id) appears twice in \(place), first on line \(conflict.otherLine); "
                     + "each cell needs its own ID; " + conflict.fix, subject: conflict.subject, fix: conflict.idFix)
    }
}
