/// `changed-field-type`: a viewModel, or a part of one, has a type that the old spec's type cannot
/// decode (found as `OldTypeReader` reads the new spec's values as the old types).
enum ChangedFieldTypeCheck {
    /// No viewModel where the old spec (`oldName`) declares `path` as the non-optional `type`.
    static func noViewModel(oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .changedFieldType, message: "\(oldName) declares \(path.shown) as \(type); this has no viewModel")
    }

    /// A value (`described`) that is not of the old `type` of `path`.
    static func value(_ described: String, oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .changedFieldType, message: "\(oldName) declares \(path.shown) as \(type); this value is \(described)")
    }
}
