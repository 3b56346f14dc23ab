/// `new-enum-case`: a viewModel holds an enum string that the old spec's enum lacks, so old builds
/// fail to decode it (found by `OldTypeReader`).
enum NewEnumCaseCheck {
    /// The string `text` (as a message quotes it) at `path`, which the old enum `type` lacks.
    static func finding(_ text: String, oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .newEnumCase, message: "\(oldName) declares \(path.shown) as \(type); this value is '\(text)', "
                     + "a case old builds do not know")
    }

    /// The case `added` of the enum at `path`, the old `name` (written `type`), that no value uses
    /// yet: a warning.
    static func declaredOnly(_ added: String, oldName: String, path: OldTypePath, name: String, type: String) -> FindingDraft {
        FindingDraft(rule: .newEnumCase, message: "\(oldName) declares \(path.shown) as \(name) (\(type)); this spec adds '\(added)', "
                     + "a case old builds do not know", severity: .warning)
    }
}
