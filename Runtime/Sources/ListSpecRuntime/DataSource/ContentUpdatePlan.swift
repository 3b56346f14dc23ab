/// How one `ListContent.apply` is told to a view: one batch, then the changed rows
/// that keep their cell, reconfigured in place.
///
/// Reconfiguring happens after the batch, outside it, in the coordinates after the
/// update: Apple's page for `reconfigureRows(at:)` (developer.apple.com/documentation/
/// uikit/uitableview/reconfigurerows(at:), and the same for `reconfigureItems(at:)` of
/// UICollectionView) documents it as updating existing cells and resizing self-sizing
/// ones, and says nothing of index paths inside `performBatchUpdates`; once the batch
/// has run, the old and new coordinates are the same rows, so no reading of them can
/// be wrong. A row whose cell type changed cannot keep its cell ("If you need to return
/// a different type of cell for an index path, use reloadRows(at:with:) instead"): it
/// reloads inside the batch.
package struct ContentUpdatePlan: Equatable, Sendable {
    package var batch: BatchUpdate
    /// Changed rows whose cell type stayed the same, in new coordinates.
    package var reconfigureRows: [TableIndexPath]

    /// - Parameter reloadsAmongInsertsAndDeletes: false for a collection view: when the batch
    ///   deletes or inserts, each reload becomes a delete (old coordinates) and an insert (new).
    package init<Section: DiffableSection>(from old: [Section], to new: [Section], reloadsAmongInsertsAndDeletes: Bool) {
        var merge = AscendingMerge(observer: ReconfigureObserver<Section>())
        merge.run(old, new)
        batch = merge.update
        reconfigureRows = merge.observer.reconfigured
        batch.reloadRows = merge.observer.reloaded
        let structural = !batch.deleteSections.isEmpty || !batch.insertSections.isEmpty
            || !batch.deleteRows.isEmpty || !batch.insertRows.isEmpty
        let hasReloads = !batch.reloadRows.isEmpty || !batch.reloadSections.isEmpty
        if !reloadsAmongInsertsAndDeletes && structural && hasReloads {
            batch.deleteRows = Self.merged(batch.deleteRows, batch.reloadRows)
            batch.insertRows = Self.merged(batch.insertRows, merge.observer.reloadedInNew)
            batch.deleteSections = Self.merged(batch.deleteSections, batch.reloadSections)
            batch.insertSections = Self.merged(batch.insertSections, merge.observer.reloadedSectionsInNew)
            batch.reloadRows = []
            batch.reloadSections = []
        }
    }

    /// Two ascending lists with nothing in common, as one ascending list.
    private static func merged<T: Comparable>(_ a: [T], _ b: [T]) -> [T] {
        guard !b.isEmpty else { return a }
        guard !a.isEmpty else { return b }
        var result: [T] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i]); i += 1
            } else {
                result.append(b[j]); j += 1
            }
        }
        return result
    }
}

/// Sorts changed rows into those that reload (old coordinates, and where they go)
/// and those reconfigured in place (new coordinates).
private struct ReconfigureObserver<Section: DiffableSection>: MergeObserver {
    var reloaded: [TableIndexPath] = []
    var reloadedInNew: [TableIndexPath] = []
    var reloadedSectionsInNew: [Int] = []
    var reconfigured: [TableIndexPath] = []

    mutating func reloaded(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int) {
        reloadedSectionsInNew.append(newIndex)
    }

    mutating func reloaded(_ old: Section.Cell, at oldPath: TableIndexPath, _ new: Section.Cell, at newPath: TableIndexPath) {
        // Reuse identifiers compare as written, as UIKit compares them.
        if let before = old.reuseIdentifier, let after = new.reuseIdentifier, WrittenName.same(before, after) {
            reconfigured.append(newPath)
        } else {
            reloaded.append(oldPath)
            reloadedInNew.append(newPath)
        }
    }
}
