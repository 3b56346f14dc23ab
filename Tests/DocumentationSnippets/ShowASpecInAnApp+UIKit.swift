// The UIKit Swift of the article "Show a spec in an app" (ListSpecRuntime.docc), as it is written
// there (DocumentationSnippetTests checks each block is here). No target builds this file: Linux
// has no UIKit. `.ci/docs` type-checks it against the UIKit stub of Typecheck/, with the code that
// `listspec generate` writes for Examples/RecipeBrowser's recipes.listspec.yaml. Linux checks no
// availability: the functions state what the article says (iOS 14 and tvOS 14 APIs).
#if canImport(UIKit) && !os(watchOS)
import Foundation
import ListSpecRuntime
import UIKit

@MainActor @available(iOS 14.0, tvOS 14.0, *)   // defaultContentConfiguration(), list cells and layouts
func showGeneratedContent() -> ListTableViewDataSource<RecipesSpec.Tables.Recipes.Section> {
    typealias Recipes = RecipesSpec.Tables.Recipes          // generated from recipes.listspec.yaml

    let tableView = UITableView(frame: .zero, style: Recipes.style.tableViewStyle)
    let dataSource = ListTableViewDataSource(tableView: tableView, sections: Recipes.sections())
    dataSource.register(UITableViewCell.self, for: Recipes.ReuseIdentifier.recipeCell) { cell, row, _ in
        switch row.cell {
        case .recipeCell(let recipe):                        // RecipesSpec.RecipeSummary
            var content = cell.defaultContentConfiguration()   // iOS 14 and later
            content.text = recipe.title
            content.secondaryText = recipe.subtitle
            cell.contentConfiguration = content
        }
    }
    dataSource.onAction = { action, row, indexPath in
        switch action {
        case .showRecipe: print("show", row.cellID, "at", indexPath)
        }
    }
    dataSource.confirmDelete = { row, indexPath, answer in answer(true) }  // deletable rows (not on tvOS)
    return dataSource
}

@MainActor
func applyNextVersion(_ dataSource: ListTableViewDataSource<RecipesSpec.Tables.Recipes.Section>,
                      _ nextSections: [RecipesSpec.Tables.Recipes.Section]) throws {
    try dataSource.apply(nextSections)
}

@MainActor @available(iOS 14.0, tvOS 14.0, *)   // defaultContentConfiguration(), list cells and layouts
func showDecodedSpec(data: Data, nextData: Data) throws {
    let spec = try Spec(json: data)
    guard let table = spec.table(named: "recipes") else { return }
    let tableView = UITableView(frame: .zero, style: table.style.tableViewStyle)
    let dataSource = ListTableViewDataSource(tableView: tableView, table: table)
    dataSource.register(UITableViewCell.self, forCellType: "RecipeCell") { cell, row, _ in
        var content = cell.defaultContentConfiguration()   // iOS 14 and later
        content.text = row.viewModel?["title"]?.stringValue
        cell.contentConfiguration = content
    }
    dataSource.onAction = { action, row, _ in print(action, row.cellID) }   // action: the spec's String

    // Later, the next version of the spec:
    try dataSource.apply(try Spec(json: nextData).table(named: "recipes"))
}

@MainActor @available(iOS 14.0, tvOS 14.0, *)   // defaultContentConfiguration(), list cells and layouts
func showInACollectionView(_ collectionView: UICollectionView)
    -> (ListCollectionViewDataSource<RecipesSpec.Tables.Recipes.Section>, UICollectionViewLayout) {
    typealias Recipes = RecipesSpec.Tables.Recipes
    let dataSource = ListCollectionViewDataSource(collectionView: collectionView, sections: Recipes.sections())
    dataSource.register(UICollectionViewListCell.self, for: Recipes.ReuseIdentifier.recipeCell) { cell, row, _ in
        if case .recipeCell(let recipe) = row.cell {
            var content = cell.defaultContentConfiguration()
            content.text = recipe.title
            cell.contentConfiguration = content
        }
    }
    let layout = dataSource.makeListLayout(style: Recipes.style)   // the collection view's layout
    return (dataSource, layout)
}

@MainActor
func applySnapshot(_ nextSections: [Section], shownSections: [Section],
                   to diffableDataSource: UITableViewDiffableDataSource<Int64, ListItemID>) throws {
    let snapshot = try NSDiffableDataSourceSnapshot(nextSections, changedFrom: shownSections)
    diffableDataSource.apply(snapshot, animatingDifferences: true)
}
#endif
