/// `duplicate-section-id`: two sections of one table share a sectionID. Found by the one pass over a
/// table's sectionIDs (`AscendingIDs`), which tells this check its conflicts of kind `.repeated`.
enum DuplicateSectionIDCheck {
    /// A sectionID repeated in `place`; its subject holds the ID, its first copy's line and a free ID,
    /// its fix writes that free ID.
    static func finding(_ conflict: AscendingIDs.Conflict, in place: String) -> FindingDraft {
        FindingDraft(rule: .duplicateSectionID, message: "sectionID \(conflict.id) appears twice in \(place), first on line \(conflict.otherLine); "
                     + "each section needs its own ID; " + conflict.fix, subject: conflict.subject, fix: conflict.idFix)
    }
}
