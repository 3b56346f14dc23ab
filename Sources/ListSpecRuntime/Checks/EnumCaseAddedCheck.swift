/// `enum-case-added`: an enum declares a case the old spec's enum lacks, not yet used by a value
/// (a warning; found by `DeclarationComparison`).
enum EnumCaseAddedCheck {
    /// The case `added` of the enum at `path`, the old `name` (written `type`).
    static func finding(_ added: String, oldName: String, path: OldTypePath, name: String, type: String) -> FindingDraft {
        FindingDraft(rule: .enumCaseAdded, message: "\(oldName) declares \(path.shown) as \(name) (\(type)); this spec adds '\(added)', "
                     + "a case old builds do not know")
    }
}
