extension Rule {
    /// `changed-field-type`: a viewModel, or a part of one, has a type the old type cannot decode
    /// (a warning while only the declared type changed).
    public static let changedFieldType = Rule(RuleDescriptor(
        id: "changed-field-type",
        severity: .error,
        warnsWhileOnlyDeclared: true,
        summary: "A viewModel, or a part of one, has a type that the old spec's type cannot decode (a warning while only the declared type changed).",
        checks: "Each viewModel, and each part of one, has a value the old spec's type can decode.",
        why: "Old builds decode the viewModel into the types generated from the old spec: \"20 min\" does not decode as an Int, a map does not decode as a list.",
        fix: "Send values of the old type while old builds are in use (add a field of the new type beside the old one), or change the type in an app build first.",
        docsEntry: "a viewModel (or a part of one) of NEW has a type that OLD's type cannot decode (`\"four\"` where OLD has `Int`; a map where OLD has a list). A warning where a declared field's type changed and no value shows it yet",
        triggers: """
        types: {Recipe: {title: String, minutes: String}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20 min}}]
        """,
        passes: """
        types: {Recipe: {title: String, minutes: Int, duration: String?}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20, duration: 20 min}}]
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
