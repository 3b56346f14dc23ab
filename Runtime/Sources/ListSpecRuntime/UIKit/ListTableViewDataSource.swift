#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A UITableView's data source and delegate over a spec's table, generated content or
/// an app's own `PresentableSection`s: cells dequeued by cell type and configured by
/// the app, heights, headers and footers, section index titles, selection actions,
/// swipe to delete (not on tvOS, which has no swipe actions: there `deletable` rows are
/// removed by the app through `apply`), and animated updates through `ListContent`.
///
/// ```swift
/// let dataSource = ListTableViewDataSource(tableView: tableView, sections: Recipes.sections())
/// dataSource.register(RecipeCell.self, for: Recipes.ReuseIdentifier.recipeCell) { cell, row, _ in
///     if case .recipeCell(let recipe) = row.cell { cell.show(recipe) }
/// }
/// dataSource.onAction = { action, row, _ in ... }
/// try dataSource.apply(Recipes.sections())      // one animated batch
/// ```
///
/// The table view keeps the data source weakly, as UIKit's `dataSource` and `delegate`
/// are weak: keep it alive (in the view controller) as long as the table view.
@MainActor
public final class ListTableViewDataSource<S: PresentableSection>: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// Configures a dequeued cell: the cell, its row's content, its index path.
    public typealias CellConfiguration = (UITableViewCell, S.Cell, IndexPath) -> Void
    /// Configures a registered header or footer view: the view, the header or footer, the section.
    public typealias HeaderFooterConfiguration = (UITableViewHeaderFooterView, HeaderFooter, Int) -> Void

    /// What the table shows, and its animated replacement.
    public let content: ListContent<S>
    private weak var tableView: UITableView?
    /// How `apply` animates rows and sections.
    public var animation: BatchUpdateAnimation = .automatic
    /// Called for every cell after its registration's own configuration (also for a cell
    /// of an unregistered cell type, which is a plain `UITableViewCell`).
    public var configureCell: CellConfiguration?
    /// Configures a registered header or footer view (`view:` of a header or footer).
    public var configureHeaderFooter: HeaderFooterConfiguration?
    /// Selecting a row with an action: the action, the row, where it is.
    public var onAction: ((S.Cell.Action, S.Cell, IndexPath) -> Void)?
    /// Whether a selected row is deselected at once (the default).
    public var deselectsSelectedRow = true
    #if !os(tvOS)
    /// Asked before a deletable row is deleted; answer true to delete it (the default deletes).
    /// Not on tvOS, which has no swipe actions: there the app removes rows through `apply`.
    public var confirmDelete: ((S.Cell, IndexPath, @escaping (Bool) -> Void) -> Void)?
    /// The title of the delete swipe action (nil: "Delete"). Not on tvOS.
    public var deleteActionTitle: String?
    #endif

    private var registrations = CellRegistrations<UITableViewCell, S.Cell, IndexPath>()

    /// Becomes the table view's data source and delegate, and shows `sections`.
    public init(tableView: UITableView, sections: [S]) {
        content = ListContent(sections)
        self.tableView = tableView
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CellRegistrations<UITableViewCell, S.Cell, IndexPath>.fallbackIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: Registration

    /// Registers a cell class for a cell type; `configure` gets the cell as its class.
    public func register<Cell: UITableViewCell>(_ cellClass: Cell.Type, forCellType cellType: String,
                                                configure: ((Cell, S.Cell, IndexPath) -> Void)? = nil) {
        tableView?.register(cellClass, forCellReuseIdentifier: cellType)
        registrations.register(cellType, as: Cell.self, configure: configure)
    }

    /// Registers a cell class for a generated reuse identifier.
    public func register<Cell: UITableViewCell, Identifier: RawRepresentable>(
        _ cellClass: Cell.Type, for identifier: Identifier, configure: ((Cell, S.Cell, IndexPath) -> Void)? = nil
    ) where Identifier.RawValue == String {
        register(cellClass, forCellType: identifier.rawValue, configure: configure)
    }

    /// Registers a nib whose one top-level object is the cell.
    @available(visionOS, deprecated: 1.0, message: "visionOS deprecates nibs: register a class")
    public func register(_ nib: UINib, forCellType cellType: String, configure: CellConfiguration? = nil) {
        tableView?.register(nib, forCellReuseIdentifier: cellType)
        registrations.register(cellType, configure: configure)
    }

    /// Registers the header or footer view named by `view:` in a spec.
    public func registerHeaderFooter(_ viewClass: UITableViewHeaderFooterView.Type, forView identifier: String) {
        tableView?.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is the header or footer view named by `view:` in a spec.
    @available(visionOS, deprecated: 1.0, message: "visionOS deprecates nibs: register a class")
    public func registerHeaderFooter(_ nib: UINib, forView identifier: String) {
        tableView?.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// The cell types of the content shown that nothing is registered for (they show empty cells).
    public var unregisteredCellTypes: [String] { registrations.unregisteredCellTypes(in: content.sections) }


    // MARK: Updates

    /// Shows new content in one animated batch (waiting for a batch still animating).
    public func apply(_ sections: [S]) throws(ContentOrderError) {
        guard let tableView else {
            content.replace(with: sections)
            return
        }
        try content.apply(sections, to: tableView, animation: animation)
    }

    /// Shows new content at once, with `reloadData()`.
    public func reload(_ sections: [S]) {
        content.replace(with: sections)
        tableView?.reloadData()
    }

    // MARK: UITableViewDataSource

    /// The number of sections shown.
    public func numberOfSections(in tableView: UITableView) -> Int { content.numberOfSections }

    /// The number of rows of a section shown.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        content.numberOfRows(inSection: section)
    }

    /// The row's cell, dequeued by its cell type and configured (an empty cell for a cell type nothing is registered for).
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = content.cell(at: TableIndexPath(indexPath))
        let registration = registrations.dequeue(forCellType: row.cellType)
        let cell = tableView.dequeueReusableCell(withIdentifier: registration.identifier, for: indexPath)
        registration.configure?(cell, row, indexPath)
        configureCell?(cell, row, indexPath)
        return cell
    }

    /// The header's title, when no header view is named.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Self.title(of: content.header(inSection: section))
    }

    /// The footer's title, when no footer view is named.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        Self.title(of: content.footer(inSection: section))
    }

    /// The sections' index titles; nil when no section has one.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        let titles = content.indexTitles
        return titles.isEmpty ? nil : titles
    }

    /// The section an index title goes to.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        content.section(forIndexTitleAt: index) ?? 0
    }

    /// Whether the row is deletable by swipe (never on tvOS).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        content.canDelete(at: TableIndexPath(indexPath), on: .current)
    }

    // MARK: UITableViewDelegate

    /// The row's height from the spec, or the table view's own.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        Self.points(content.height(at: TableIndexPath(indexPath))) ?? tableView.rowHeight
    }

    /// The row's estimated height from the spec, or the table view's own.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let path = TableIndexPath(indexPath)
        return Self.points(content.estimatedHeight(at: path) ?? content.height(at: path)) ?? tableView.estimatedRowHeight
    }

    /// The registered header view named by the section's header, configured; nil for none.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        view(for: content.header(inSection: section), in: tableView, section: section)
    }

    /// The registered footer view named by the section's footer, configured; nil for none.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        view(for: content.footer(inSection: section), in: tableView, section: section)
    }

    /// The header's height from the spec, or the table view's own.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        Self.points(content.header(inSection: section)?.height) ?? tableView.sectionHeaderHeight
    }

    /// The footer's height from the spec, or the table view's own.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        Self.points(content.footer(inSection: section)?.height) ?? tableView.sectionFooterHeight
    }

    /// Calls `onAction` with the row's action, if it has one.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if deselectsSelectedRow { tableView.deselectRow(at: indexPath, animated: true) }
        let path = TableIndexPath(indexPath)
        guard let row = content.cellIfPresent(at: path), let action = row.action else { return }
        onAction?(action, row, indexPath)
    }

    #if !os(tvOS)
    /// A delete swipe action on a deletable row: asks `confirmDelete`, then deletes the row in an animated batch.
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard content.canDelete(at: TableIndexPath(indexPath), on: .current) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: deleteActionTitle ?? "Delete") { [weak self] _, _, done in
            guard let self, let tableView = self.tableView else { return done(false) }
            let confirm = self.confirmDelete.map { confirm in { (row: S.Cell, answer: @escaping (Bool) -> Void) in confirm(row, indexPath, answer) } }
            self.content.deleteRow(at: TableIndexPath(indexPath), from: tableView, animation: self.animation, confirm: confirm, done: done)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
    #endif

    // MARK: Helpers

    private func view(for headerFooter: HeaderFooter?, in tableView: UITableView, section: Int) -> UIView? {
        guard let headerFooter, let identifier = headerFooter.view,
              let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        else { return nil }
        configureHeaderFooter?(view, headerFooter, section)
        return view
    }

    /// A title shows as the table's own header only when no view is registered for it.
    private static func title(of headerFooter: HeaderFooter?) -> String? {
        headerFooter?.view == nil ? headerFooter?.title : nil
    }

    private static func points(_ height: Height?) -> CGFloat? {
        switch height {
        case .automatic?: return UITableView.automaticDimension
        case .points(let number)?: return CGFloat(number.doubleValue)
        case nil: return nil
        }
    }
}

extension ListTableViewDataSource where S == Section {
    /// Shows a spec's table; create the table view with `table.style.tableViewStyle`.
    public convenience init(tableView: UITableView, table: Table) {
        self.init(tableView: tableView, sections: table.sections)
    }

    /// Shows the next version of a spec's table: animated when the style is the table
    /// view's, else at once with `reloadData()` (a table view's style is fixed: create a
    /// new one with `table.style.tableViewStyle` to show the new style). nil shows nothing.
    public func apply(_ table: Table?) throws(ContentOrderError) {
        switch TableTransition(fromStyle: tableView.map { Self.style(of: $0) }, toStyle: table?.style, on: .current) {
        case .animate: try apply(table?.sections ?? [])
        case .reload: reload(table?.sections ?? [])
        }
    }

    private static func style(of tableView: UITableView) -> TableStyle {
        switch tableView.style {
        case .grouped: return .grouped
        #if !os(tvOS)
        case .insetGrouped: return .insetGrouped
        #endif
        default: return .plain
        }
    }
}
#endif
