extension Rule {
    /// `field-made-optional`: a field the old type requires may now be left out (a warning).
    public static let fieldMadeOptional = Rule(RuleDescriptor(
        id: "field-made-optional",
        severity: .warning,
        summary: "A field the old spec's type requires may now be left out (no value leaves it out yet).",
        checks: "Each field the old spec's type requires is still required by the new type (a warning: no value leaves it out yet).",
        why: "Values of the new type may leave the field out, and old builds fail to decode such a value.",
        fix: "Keep the field required while old builds are in use, or check with --strict that no value leaves it out before you ship.",
        docsEntry: "a field OLD requires may now be left out, though no value leaves it out yet",
        triggers: """
        types: {Recipe: {title: String, minutes: Int?}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20}}]
        """,
        passes: """
        types: {Recipe: {title: String, minutes: Int, rating: Double?}}
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
