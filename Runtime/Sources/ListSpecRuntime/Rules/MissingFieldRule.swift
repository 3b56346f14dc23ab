extension Rule {
    /// `missing-field`: a viewModel lacks a field that the old type requires.
    public static let missingField = Rule(RuleDescriptor(
        id: "missing-field",
        severity: .error,
        summary: "A viewModel lacks a field that the old spec's type for it requires: old builds fail to decode it.",
        checks: "Each viewModel has every field the old spec's type for it requires (non-null).",
        why: "Old builds decode the viewModel into the struct generated from the old type; a missing non-optional field fails the decoding.",
        fix: "Keep sending the field while old builds are in use (its old type says what they need), or make it optional in an app build first.",
        docsEntry: "a viewModel of NEW lacks a field that OLD's type for it requires",
        triggers: """
        types: {Recipe: {title: String, minutes: Int?}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup}}]
        """,
        passes: """
        types: {Recipe: {title: String, minutes: Int, note: String?}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20}}]
        """,
        against: """
        types: {Recipe: {title: String, minutes: Int}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20}}]
        """
    ))
}

/// `missing-field`: a viewModel lacks a field that the old spec's type for it requires, so old
/// builds fail to decode it (found by `OldTypeReader`).
enum MissingFieldCheck {
    /// The required field `field` at `path`, of the old `type`, left out (`isAbsent`) or null.
    static func finding(_ field: String, isAbsent: Bool, oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .missingField, message: "\(oldName) declares \(path.shown) as \(type), required; "
                     + "this value \(isAbsent ? "has no \(field)" : "has \(field): null")")
    }
}
