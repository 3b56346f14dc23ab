import ListSpecRuntime

/// What a cell shows, from the typed content the plugin generates: no casts, no Any.
/// A renamed field or a removed cell type in the spec is a compile error here.
enum RecipeRows {
    typealias Recipes = RecipesSpec.Tables.Recipes

    /// The title line of each row of the recipes table, in order.
    static func titles(_ sections: [Recipes.Section]) -> [String] {
        sections.flatMap { section in
            section.cells.map { row in
                switch row.cell {
                case .recipeCell(let recipe): return "\(recipe.title) (serves \(recipe.servings))"
                }
            }
        }
    }

    /// Applies new content to a table view in one animated batch, as an app does.
    @MainActor
    static func show(_ next: [Recipes.Section], replacing shown: inout [Recipes.Section],
                            in view: some BatchUpdateView) throws {
        let update = try ListDiffer.batchUpdate(from: shown, to: next)
        var current = shown
        view.performBatchUpdates(update, animation: .fade, updatingDataSource: { current = next })
        shown = current
    }
}
