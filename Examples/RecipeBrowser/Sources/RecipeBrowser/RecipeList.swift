#if canImport(SwiftUI)
import ListSpecRuntime
import SwiftUI

/// How each cell type of the recipes table looks in SwiftUI. The plugin generates the
/// protocol from the spec: a cell type added to recipes.listspec.yaml fails this build until
/// it is drawn here.
struct RecipeCells: RecipeScreen.Recipes.CellViews {
    func recipeCell(_ recipe: RecipesSpec.RecipeSummary) -> some View {
        let text = RecipeScreen.text(of: recipe)
        return Text(text.title + "\n" + text.detail)
    }
}

/// The recipes table in SwiftUI, from the same generated content as `RecipeListViewController`:
/// sections, headers, style and heights from the spec, a tap on a recipe handed to `onShowRecipe`.
/// New `sections` animate by their IDs, as `listspec diff` prints the change.
struct RecipeList: View {
    var sections: [RecipeScreen.Recipes.Section] = RecipeScreen.firstVersion()
    var onShowRecipe: (String) -> Void

    var body: some View {
        RecipeScreen.Recipes.ListView(sections, cells: RecipeCells(), onAction: { action, row in
            switch action {
            case .showRecipe: onShowRecipe(RecipeScreen.text(of: row).title)
            }
        })
    }
}
#endif
