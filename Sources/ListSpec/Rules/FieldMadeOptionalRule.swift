import ListSpecRuntime

extension RuleDescriptor {
    /// `field-made-optional`, a rule of listspec breaking: its examples are new versions of `against`.
    static let fieldMadeOptional = RuleDescriptor(
        rule: .fieldMadeOptional,
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
    )
}
