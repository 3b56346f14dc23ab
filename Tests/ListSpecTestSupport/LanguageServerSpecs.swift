/// Spec texts the language server's tests ask about, through the binary and unit by unit.
package enum LanguageServerSpecs {
    /// Typed cells (flow and block viewModels), an enum, two cell types (one used twice).
    package static let recipes = """
    listspec: 1
    types:
      Recipe:
        title: String
        difficulty: Difficulty
        vegan: Bool
      Difficulty: [easy, medium, hard]
    tables:
      recipes:
        style: insetGrouped
        cellTypes:
          RecipeCell: {viewModel: Recipe, height: 64}
          TitleCell: {viewModel: String?}
        sections:
          - sectionID: 0
            header: Desserts
            cells:
              - cellID: 1
                cellType: RecipeCell
                viewModel: {title: Cake, difficulty: easy, vegan: false}
                action: OpenRecipe
              - cellID: 2
                cellType: TitleCell
              - cellID: 10
                cellType: RecipeCell
                viewModel:
                  title: Pie
                  difficulty: hard
                  vegan: true

    """
}
