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

    // Declared only, no value shows it yet: warnings.

    /// A viewModel at `path`, of the old `type`, that the new spec leaves untyped.
    static func untyped(oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .changedFieldType, message: "\(oldName) declares \(path.shown) as \(type); this spec declares no type for it, "
                     + "so any value may come", severity: .warning)
    }

    /// A required value at `path` (no struct's field: see `FieldMadeOptionalCheck`) that the new spec makes optional.
    static func nowOptional(oldName: String, path: OldTypePath, type: String, newType: String) -> FindingDraft {
        FindingDraft(rule: .changedFieldType, message: FieldMadeOptionalCheck.nowOptionalWords(oldName: oldName, path: path, type: type, newType: newType),
                     severity: .warning)
    }

    /// A value at `path` whose old `type` the new spec changes to `newType`.
    static func declared(oldName: String, path: OldTypePath, type: String, newType: String) -> FindingDraft {
        FindingDraft(rule: .changedFieldType, message: "\(oldName) declares \(path.shown) as \(type); this spec declares \(newType)", severity: .warning)
    }
}
