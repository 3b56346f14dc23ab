/// `missing-field`: a viewModel lacks a field that the old spec's type for it requires, so old
/// builds fail to decode it (found by `OldTypeReader`).
enum MissingFieldCheck {
    /// The required field `field` at `path`, of the old `type`, left out (`isAbsent`) or null.
    static func finding(_ field: String, isAbsent: Bool, oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .missingField, message: "\(oldName) declares \(path.shown) as \(type), required; "
                     + "this value \(isAbsent ? "has no \(field)" : "has \(field): null")")
    }
}
