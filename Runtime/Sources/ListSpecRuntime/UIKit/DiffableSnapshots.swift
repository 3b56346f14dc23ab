#if canImport(UIKit) && !os(watchOS)
import UIKit

/// For apps on Apple's diffable data sources: section identifiers are sectionIDs, item
/// identifiers `ListItemID`s, and items that changed since the content shown are
/// reconfigured when their cell type stayed (iOS 15 and later; reloaded before) and
/// reloaded when it changed.
///
/// ```swift
/// let snapshot = try NSDiffableDataSourceSnapshot(newSections, changedFrom: shownSections)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
extension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int64, ItemIdentifierType == ListItemID {
    /// A snapshot of `sections`, the items changed since `shown` reconfigured or reloaded.
    /// - Parameters:
    ///   - sections: the content to show.
    ///   - shown: the content shown now (nil: nothing is, every item is new).
    /// - Throws: ``ContentOrderError`` when IDs do not ascend strictly (a diffable data source
    ///   raises on an identifier given twice).
    public init<S: DiffableSection>(_ sections: [S], changedFrom shown: [S]? = nil) throws(ContentOrderError) {
        self.init(try ListSnapshot(sections, changedFrom: shown))
    }

    init(_ snapshot: ListSnapshot) {
        self.init()
        appendSections(snapshot.sectionIDs)
        for (sectionID, items) in zip(snapshot.sectionIDs, snapshot.itemIDs) where !items.isEmpty {
            appendItems(items, toSection: sectionID)
        }
        if !snapshot.reloadedSectionIDs.isEmpty { reloadSections(snapshot.reloadedSectionIDs) }
        if !snapshot.reloadedItemIDs.isEmpty { reloadItems(snapshot.reloadedItemIDs) }
        guard !snapshot.reconfiguredItemIDs.isEmpty else { return }
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureItems(snapshot.reconfiguredItemIDs)
        } else {
            reloadItems(snapshot.reconfiguredItemIDs)
        }
    }
}
#endif
