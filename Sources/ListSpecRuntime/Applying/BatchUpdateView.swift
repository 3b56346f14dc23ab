/// A view that performs batch updates the way `UITableView` does: `UITableView`
/// and `UICollectionView` conform (on platforms with UIKit), and so does
/// `SimulatedTableView`, which checks every batch as UIKit would, on any platform.
@MainActor
public protocol BatchUpdateView: AnyObject {
    /// Runs `updates` as one batch (UIKit's `performBatchUpdates(_:completion:)`).
    func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation)
    func insertSections(_ sections: [Int], animation: BatchUpdateAnimation)
    func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation)
    func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation)
    func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation)
    func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation)
    /// Asks the data source for the section index titles again (a no-op for views without an index).
    func reloadSectionIndexTitles()
}

/// How rows and sections animate (`UITableView.RowAnimation`; collection views animate their own way).
public enum BatchUpdateAnimation: Sendable, Hashable, CaseIterable {
    case automatic, fade, right, left, top, bottom, middle, none
}

extension BatchUpdateView {
    /// Applies `update` in one batch: the data source changes first, inside the batch
    /// (`updateDataSource`), then every delete, insert and reload; the section index
    /// titles reload after the batch when they changed.
    public func performBatchUpdates(_ update: BatchUpdate, animation: BatchUpdateAnimation = .automatic,
                                    updatingDataSource updateDataSource: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updateDataSource) { updateDataSource in
            performBatch({
                updateDataSource()
                if !update.deleteSections.isEmpty { self.deleteSections(update.deleteSections, animation: animation) }
                if !update.insertSections.isEmpty { self.insertSections(update.insertSections, animation: animation) }
                if !update.reloadSections.isEmpty { self.reloadSections(update.reloadSections, animation: animation) }
                if !update.deleteRows.isEmpty { self.deleteRows(at: update.deleteRows, animation: animation) }
                if !update.insertRows.isEmpty { self.insertRows(at: update.insertRows, animation: animation) }
                if !update.reloadRows.isEmpty { self.reloadRows(at: update.reloadRows, animation: animation) }
            }, completion: completion)
        }
        if update.reloadSectionIndexTitles { reloadSectionIndexTitles() }
    }
}
