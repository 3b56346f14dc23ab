import ListSpecRuntime

extension RuleDescriptor {
    /// `field-type-changed`, a rule of listspec breaking: its examples are new versions of `against`.
    static let fieldTypeChanged = RuleDescriptor(
        rule: .fieldTypeChanged,
        checks: "Each declared viewModel type still only allows values the old spec's type can decode (a warning: no value shows the change yet).",
        why: "The next value written to the new type (a Double where old builds expect an Int) fails to decode in old builds.",
        fix: "Add a field of the new type beside the old one, or change the type in an app build first.",
        docsEntry: "a declared field's type changed though no value shows it yet",
        triggers: """
        types: {Recipe: {title: String, minutes: Double}}
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20}}]
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
    )
}
