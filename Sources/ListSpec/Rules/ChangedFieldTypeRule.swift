import ListSpecRuntime

extension RuleDescriptor {
    /// `changed-field-type`, a rule of listspec breaking: its examples are new versions of `against`.
    static let changedFieldType = RuleDescriptor(
        rule: .changedFieldType,
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
    )
}
