/// A view that performs batch updates the way `UITableView` does: `UITableView`
/// conforms (on platforms with table views), a collection view through
/// `CollectionViewBatchUpdates`, and so does `SimulatedTableView`, which checks
/// every batch as UIKit would, on any platform.
///
/// Requirements added after the first release have default implementations, so
/// that an app's own conforming view keeps compiling.
@MainActor
public protocol BatchUpdateView: AnyObject {
    /// Runs `updates` as one batch (UIKit's `performBatchUpdates(_:completion:)`).
    func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    /// Runs `updates` as one batch, animated or not. By default: `performBatch(_:completion:)`.
    func performBatch(_ updates: @escaping () -> Void, animated: Bool, completion: ((Bool) -> Void)?)
    /// Deletes sections, by index before the batch.
    func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation)
    /// Inserts sections, by index after the batch.
    func insertSections(_ sections: [Int], animation: BatchUpdateAnimation)
    /// Reloads sections, by index before the batch.
    func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation)
    /// Deletes rows, at index paths before the batch.
    func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation)
    /// Inserts rows, at index paths after the batch.
    func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation)
    /// Reloads rows, at index paths before the batch.
    func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation)
    /// Asks the data source for the content of these rows again, keeping their cells
    /// (`reconfigureRows(at:)`), outside any batch. By default: reloads them without animation.
    func reconfigureRows(at indexPaths: [TableIndexPath])
    /// Whether a reload may share a batch with deletes and inserts. A table view reloads
    /// in place (true, the default); a collection view applies a reload as a delete and an
    /// insert at the same index path, which breaks when other rows move (false): there a
    /// `ListContent` sends such a row as a delete and an insert of its own.
    var reloadsAmongInsertsAndDeletes: Bool { get }
    /// Asks the data source for the section index titles again (a no-op for views without an index).
    func reloadSectionIndexTitles()
}

/// How rows and sections animate (`UITableView.RowAnimation`; collection views animate their own way).
public enum BatchUpdateAnimation: Sendable, Hashable, CaseIterable {
    /// The `UITableView.RowAnimation` of the same name (`none`: the batch runs without animation).
    case automatic, fade, right, left, top, bottom, middle, none
}

extension BatchUpdateView {
    /// Runs the batch with `performBatch(_:completion:)`, animated or not.
    public func performBatch(_ updates: @escaping () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        performBatch(updates, completion: completion)
    }

    /// Reloads the rows without animation: a view that cannot keep their cells redraws them.
    public func reconfigureRows(at indexPaths: [TableIndexPath]) {
        reloadRows(at: indexPaths, animation: .none)
    }

    /// True: a table view reloads in place, among deletes and inserts.
    public var reloadsAmongInsertsAndDeletes: Bool { true }

    /// Applies `update` in one batch: the data source changes first, inside the batch
    /// (`updateDataSource`), then every delete, insert and reload; the section index
    /// titles reload after the batch when they changed. `.none` runs the batch without animation.
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
            }, animated: animation != .none, completion: completion)
        }
        if update.reloadSectionIndexTitles { reloadSectionIndexTitles() }
    }
}
