import ListSpecRuntime

/// What the recipe screen shows and does, without UIKit, so that it is tested on any
/// platform through `ListContent` and `SimulatedTableView`; `RecipeListViewController`
/// puts it on screen.
enum RecipeScreen {
    typealias Recipes = RecipesSpec.Tables.Recipes
    typealias NextRecipes = RecipesUpdateSpec.Tables.Recipes

    /// Version 1 of the spec, as written.
    static func firstVersion() -> [Recipes.Section] { Recipes.sections() }

    /// Version 2 of the spec, as the screen's typed content: both versions declare the same
    /// types, and a field renamed in one of them is a compile error here.
    static func secondVersion() -> [Recipes.Section] {
        NextRecipes.sections().map { section in
            Recipes.Section(sectionID: section.sectionID, header: section.header, footer: section.footer,
                            indexTitle: section.indexTitle, viewModel: section.viewModel,
                            cells: section.cells.map { row in
                                Recipes.Row(cellID: row.cellID, cell: cell(row.cell), height: row.height,
                                            estimatedHeight: row.estimatedHeight, action: row.action.map(action), deletable: row.deletable)
                            })
        }
    }

    /// A row's two lines of text: every cell type handled, with no `default`.
    static func text(of row: Recipes.Row) -> (title: String, detail: String) {
        switch row.cell {
        case .recipeCell(let recipe): return text(of: recipe)
        }
    }

    /// A recipe's two lines of text, as UIKit's cell and SwiftUI's row show them.
    static func text(of recipe: RecipesSpec.RecipeSummary) -> (title: String, detail: String) {
        (recipe.title, "\(recipe.subtitle) · serves \(recipe.servings)")
    }

    private static func cell(_ cell: NextRecipes.Cell) -> Recipes.Cell {
        switch cell {
        case .recipeCell(let recipe):
            return .recipeCell(RecipesSpec.RecipeSummary(title: recipe.title, subtitle: recipe.subtitle, servings: recipe.servings))
        }
    }

    private static func action(_ action: NextRecipes.Action) -> Recipes.Action {
        switch action {
        case .showRecipe: return .showRecipe
        }
    }
}
