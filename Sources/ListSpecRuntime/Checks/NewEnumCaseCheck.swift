/// `new-enum-case`: a viewModel holds an enum string that the old spec's enum lacks, so old builds
/// fail to decode it (found by `OldTypeReader`).
enum NewEnumCaseCheck {
    /// The string `text` (as a message quotes it) at `path`, which the old enum `type` lacks.
    static func finding(_ text: String, oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .newEnumCase, message: "\(oldName) declares \(path.shown) as \(type); this value is '\(text)', "
                     + "a case old builds do not know")
    }
}
