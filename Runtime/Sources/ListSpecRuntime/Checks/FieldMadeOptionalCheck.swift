/// `field-made-optional`: a field the old spec's type requires may now be left out, though no
/// value leaves it out yet (a warning; found by `DeclarationComparison`).
enum FieldMadeOptionalCheck {
    /// A required field at `path`, of the old `type`, that the new spec declares as the optional `newType`.
    static func nowOptional(oldName: String, path: OldTypePath, type: String, newType: String) -> FindingDraft {
        FindingDraft(rule: .fieldMadeOptional, message: nowOptionalWords(oldName: oldName, path: path, type: type, newType: newType))
    }

    /// A required field at `path`, of the old `type`, that the new spec no longer declares.
    static func dropped(oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .fieldMadeOptional, message: "\(oldName) declares \(path.shown) as \(type), required; "
                     + "this spec no longer declares it, so values leave it out")
    }

    /// The words for a required value made optional: this rule's for a field, `changed-field-type`'s
    /// for a whole viewModel or an element (see `ChangedFieldTypeCheck.nowOptional`).
    static func nowOptionalWords(oldName: String, path: OldTypePath, type: String, newType: String) -> String {
        "\(oldName) declares \(path.shown) as \(type), required; this spec declares \(newType), so it may be left out"
    }
}
