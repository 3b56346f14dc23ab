#if canImport(UIKit) && !os(watchOS)
import ListSpecRuntime
import UIKit

/// The recipes table on screen, with no hand-written data source: the generated content,
/// one configure closure and the actions. "Version 2" applies the second spec in one
/// animated batch (rows whose recipe changed keep their cell and are reconfigured).
final class RecipeListViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: RecipeScreen.Recipes.style.tableViewStyle)
    private var dataSource: ListTableViewDataSource<RecipeScreen.Recipes.Section>?

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        let dataSource = ListTableViewDataSource(tableView: tableView, sections: RecipeScreen.firstVersion())
        dataSource.register(UITableViewCell.self, for: RecipeScreen.Recipes.ReuseIdentifier.recipeCell) { cell, row, _ in
            let text = RecipeScreen.text(of: row)
            var content = cell.defaultContentConfiguration()
            content.text = text.title
            content.secondaryText = text.detail
            cell.contentConfiguration = content
        }
        dataSource.onAction = { [weak self] action, row, _ in
            switch action {
            case .showRecipe: self?.title = RecipeScreen.text(of: row).title
            }
        }
        self.dataSource = dataSource
        let showSecondVersion = UIAction(title: "Version 2") { [weak self] _ in self?.showSecondVersion() }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Version 2", image: nil, primaryAction: showSecondVersion, menu: nil)
    }

    private func showSecondVersion() {
        // Generated content always has ascending IDs: the apply cannot throw.
        try? dataSource?.apply(RecipeScreen.secondVersion())
    }
}
#endif
