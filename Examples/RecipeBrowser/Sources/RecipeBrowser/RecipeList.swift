#if canImport(SwiftUI)
import ListSpecRuntime
import SwiftUI

/// The recipes table in SwiftUI, from the same generated content as `RecipeListViewController`:
/// sections, headers, style and heights from the spec; each cell type drawn by its own closure
/// (the generated `ListView` takes one per cell type of recipes.listspec.yaml, so a cell type
/// added to the spec fails this build, "missing argument for parameter", until it is drawn
/// here); a tap on a recipe handed to `onShowRecipe` with the row's IDs; a deleted row removed
/// from the content shown with one call. New `sections` animate by their IDs, as `listspec
/// diff` prints the change.
struct RecipeList: View {
    @State var sections: [RecipeScreen.Recipes.Section] = RecipeScreen.firstVersion()
    var onShowRecipe: (String, ListItemID) -> Void

    var body: some View {
        RecipeScreen.Recipes.ListView(sections, onAction: { action, id, row in
            switch action {
            case .showRecipe: onShowRecipe(RecipeScreen.text(of: row).title, id)
            }
        }, onDelete: { id, _ in
            sections.remove(id)
        }, recipeCell: { recipe in
            let text = RecipeScreen.text(of: recipe)
            Text(text.title + "\n" + text.detail)
        })
    }
}
#endif
