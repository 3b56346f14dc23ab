/// `field-type-changed`: a declared type changed so that old builds cannot read all its values,
/// though no value shows it yet (a warning; found by `DeclarationComparison`).
enum FieldTypeChangedCheck {
    /// A viewModel at `path`, of the old `type`, that the new spec leaves untyped.
    static func untyped(oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .fieldTypeChanged, message: "\(oldName) declares \(path.shown) as \(type); this spec declares no type for it, "
                     + "so any value may come")
    }

    /// A required value at `path` (no struct's field: see `FieldMadeOptionalCheck`) that the new spec makes optional.
    static func nowOptional(oldName: String, path: OldTypePath, type: String, newType: String) -> FindingDraft {
        FindingDraft(rule: .fieldTypeChanged, message: FieldMadeOptionalCheck.nowOptionalWords(oldName: oldName, path: path, type: type, newType: newType))
    }

    /// A value at `path` whose old `type` the new spec changes to `newType`.
    static func changed(oldName: String, path: OldTypePath, type: String, newType: String) -> FindingDraft {
        FindingDraft(rule: .fieldTypeChanged, message: "\(oldName) declares \(path.shown) as \(type); this spec declares \(newType)")
    }
}
