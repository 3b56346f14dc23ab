#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A UICollectionView's data source and delegate over a spec's table, generated content
/// or an app's own `PresentableSection`s: what `ListTableViewDataSource` does for a table
/// view, with a list layout (`makeListLayout`) or the app's own layout. Updates go through
/// `CollectionViewBatchUpdates`, so reloads never share a batch with deletes and inserts.
@MainActor
public final class ListCollectionViewDataSource<S: PresentableSection>: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Configures a dequeued cell: the cell, its row's content, its index path.
    public typealias CellConfiguration = (UICollectionViewCell, S.Cell, IndexPath) -> Void
    /// Configures a section's header or footer view: the view, the header or footer, the section.
    public typealias SupplementaryConfiguration = (UICollectionReusableView, HeaderFooter, Int) -> Void

    /// What the collection view shows, and its animated replacement.
    public let content: ListContent<S>
    private weak var collectionView: UICollectionView?
    private let updates: CollectionViewBatchUpdates
    /// `.none` updates without animation; other values animate as the layout does.
    public var animation: BatchUpdateAnimation = .automatic
    /// Called for every cell after its registration's own configuration.
    public var configureCell: CellConfiguration?
    /// Configures header and footer views; by default a title shows in a list cell's text.
    public var configureSupplementary: SupplementaryConfiguration?
    /// Selecting an item with an action: the action, the row, where it is.
    public var onAction: ((S.Cell.Action, S.Cell, IndexPath) -> Void)?
    /// Whether a selected item is deselected at once (the default).
    public var deselectsSelectedItem = true
    #if !os(tvOS)
    /// Asked before a deletable item is deleted (list layouts from `makeListLayout`). Not on
    /// tvOS, which has no swipe actions: there the app removes items through `apply`.
    public var confirmDelete: ((S.Cell, IndexPath, @escaping (Bool) -> Void) -> Void)?
    /// The title of the delete swipe action (nil: "Delete"). Not on tvOS.
    public var deleteActionTitle: String?
    #endif

    private var registrations = CellRegistrations<UICollectionViewCell, S.Cell, IndexPath>()
    private static var titleViewIdentifier: String { "ListSpecRuntime.TitleView" }

    /// Becomes the collection view's data source and delegate, and shows `sections`.
    public init(collectionView: UICollectionView, sections: [S]) {
        content = ListContent(sections)
        self.collectionView = collectionView
        updates = CollectionViewBatchUpdates(collectionView)
        super.init()
        collectionView.register(UICollectionViewCell.self,
                                forCellWithReuseIdentifier: CellRegistrations<UICollectionViewCell, S.Cell, IndexPath>.fallbackIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(Self.titleViewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.titleViewIdentifier)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    private static var titleViewClass: AnyClass {
        if #available(iOS 14.0, tvOS 14.0, *) { return UICollectionViewListCell.self }
        return UICollectionReusableView.self
    }

    // MARK: Registration

    /// Registers a cell class for a cell type; `configure` gets the cell as its class.
    public func register<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, forCellType cellType: String,
                                                     configure: ((Cell, S.Cell, IndexPath) -> Void)? = nil) {
        collectionView?.register(cellClass, forCellWithReuseIdentifier: cellType)
        registrations.register(cellType, as: Cell.self, configure: configure)
    }

    /// Registers a cell class for a generated reuse identifier.
    public func register<Cell: UICollectionViewCell, Identifier: RawRepresentable>(
        _ cellClass: Cell.Type, for identifier: Identifier, configure: ((Cell, S.Cell, IndexPath) -> Void)? = nil
    ) where Identifier.RawValue == String {
        register(cellClass, forCellType: identifier.rawValue, configure: configure)
    }

    /// Registers a nib whose one top-level object is the cell.
    @available(visionOS, deprecated: 1.0, message: "visionOS deprecates nibs: register a class")
    public func register(_ nib: UINib, forCellType cellType: String, configure: CellConfiguration? = nil) {
        collectionView?.register(nib, forCellWithReuseIdentifier: cellType)
        registrations.register(cellType, configure: configure)
    }

    /// Registers the header and footer view named by `view:` in a spec, for both kinds.
    public func registerSupplementary(_ viewClass: UICollectionReusableView.Type, forView identifier: String) {
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView?.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        supplementaryViews.insert(WrittenName(identifier))
    }

    private var supplementaryViews: Set<WrittenName> = []

    /// The cell types of the content shown that nothing is registered for (they show empty cells).
    public var unregisteredCellTypes: [String] { registrations.unregisteredCellTypes(in: content.sections) }


    /// A list layout in the table's style, with headers and footers where the content has
    /// them and a delete swipe action on deletable items. On tvOS an insetGrouped table is
    /// grouped and there is no swipe action (the app removes items through `apply`).
    @available(iOS 14.0, tvOS 14.0, *)
    public func makeListLayout(style: TableStyle = .plain) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: Self.appearance(ListPlatform.current.shownStyle(style)))
        configuration.headerMode = content.sections.contains { $0.header != nil } ? .supplementary : .none
        configuration.footerMode = content.sections.contains { $0.footer != nil } ? .supplementary : .none
        #if !os(tvOS)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.swipeActions(at: indexPath)
        }
        #endif
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    private static func appearance(_ style: TableStyle) -> UICollectionLayoutListConfiguration.Appearance {
        switch style {
        case .plain: return .plain
        #if os(tvOS)
        case .grouped, .insetGrouped: return .grouped
        #else
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        #endif
        }
    }

    // MARK: Updates

    /// Shows new content in one animated batch (waiting for a batch still animating), reloads
    /// never among deletes and inserts.
    public func apply(_ sections: [S]) throws(ContentOrderError) {
        try content.apply(sections, to: updates, animation: animation)
    }

    /// Shows new content at once, with `reloadData()`.
    public func reload(_ sections: [S]) {
        content.replace(with: sections)
        collectionView?.reloadData()
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections shown.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { content.numberOfSections }

    /// The number of items of a section shown.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        content.numberOfRows(inSection: section)
    }

    /// The item's cell, dequeued by its cell type and configured (an empty cell for a cell type nothing is registered for).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let row = content.cell(at: TableIndexPath(indexPath))
        let registration = registrations.dequeue(forCellType: row.cellType)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        registration.configure?(cell, row, indexPath)
        configureCell?(cell, row, indexPath)
        return cell
    }

    /// A section's header or footer view: the registered view it names, or a title view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let section = indexPath.section
        let headerFooter = kind == UICollectionView.elementKindSectionFooter
            ? content.footer(inSection: section) : content.header(inSection: section)
        let identifier = headerFooter?.view.flatMap { supplementaryViews.contains(WrittenName($0)) ? $0 : nil }
            ?? Self.titleViewIdentifier
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        let shown = headerFooter ?? HeaderFooter()
        if let configureSupplementary {
            configureSupplementary(view, shown, section)
        } else if #available(iOS 14.0, tvOS 14.0, *), let cell = view as? UICollectionViewListCell {
            // The list cell's default takes the header or footer style from where it stands
            // (`UIListContentConfiguration.header()` is iOS 18 and later).
            var text = cell.defaultContentConfiguration()
            text.text = shown.title
            cell.contentConfiguration = text
        }
        return view
    }

    /// The sections' index titles; nil when no section has one.
    @available(iOS 14.0, tvOS 10.2, *)
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        let titles = content.indexTitles
        return titles.isEmpty ? nil : titles
    }

    /// The first item of the section an index title goes to.
    @available(iOS 14.0, tvOS 10.2, *)
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: content.section(forIndexTitleAt: index) ?? 0)
    }

    // MARK: UICollectionViewDelegate

    /// Calls `onAction` with the item's action, if it has one.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if deselectsSelectedItem { collectionView.deselectItem(at: indexPath, animated: true) }
        guard let row = content.cellIfPresent(at: TableIndexPath(indexPath)), let action = row.action else { return }
        onAction?(action, row, indexPath)
    }

    #if !os(tvOS)
    private func swipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard content.canDelete(at: TableIndexPath(indexPath), on: .current) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: deleteActionTitle ?? "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            let confirm = self.confirmDelete.map { confirm in { (row: S.Cell, answer: @escaping (Bool) -> Void) in confirm(row, indexPath, answer) } }
            self.content.deleteRow(at: TableIndexPath(indexPath), from: self.updates, animation: self.animation, confirm: confirm, done: done)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
    #endif
}
#endif
