import ListSpecRuntime

/// A table view without UIKit: it keeps the row counts it shows, collects the
/// calls of each batch, and applies them with `BatchUpdateSimulator` against
/// what its data source reports, so tests anywhere take the path an app takes.
/// Where UIKit would raise NSInternalInconsistencyException it records the error
/// (and calls the completion with false).
///
/// Set `holdsCompletions` to keep each batch's completion until `finishAnimations()`,
/// as UIKit runs it only when the animation ends: what an app does meanwhile is
/// then tested as it happens on a device.
@MainActor
public final class SimulatedTableView: BatchUpdateView {
    /// Which UIKit view is simulated: they differ in how a batch takes reloads.
    public enum Kind: Sendable, Hashable {
        /// `UITableView`: a reload shares a batch with deletes and inserts.
        case tableView
        /// `UICollectionView`: a reload inside a batch that also deletes or inserts is
        /// recorded as a failure (`BatchUpdateError.reloadAmongInsertsAndDeletes`).
        case collectionView
    }

    /// Which UIKit view is simulated.
    public let kind: Kind
    /// Rows per section, as shown.
    public private(set) var rowCounts: [Int]
    /// Rows per section that the data source reports now.
    public var dataSource: @MainActor () -> [Int]
    /// Where each section and row shown came from after the last batch.
    public private(set) var lastResult: SimulatedTable?
    /// What UIKit would have raised, batch by batch.
    public private(set) var failures: [BatchUpdateError] = []
    /// How many times the section index titles were reloaded.
    public private(set) var indexTitleReloadCount = 0
    /// Every row reconfigured so far, call by call (current coordinates when called).
    public private(set) var reconfiguredRows: [[TableIndexPath]] = []
    /// Batches performed, and of them those run without animation.
    public private(set) var batchCount = 0
    /// Of the batches performed, those run without animation.
    public private(set) var unanimatedBatchCount = 0
    /// When true, completions wait for `finishAnimations()`.
    public var holdsCompletions = false
    private var heldCompletions: [(finished: Bool, completion: ((Bool) -> Void)?)] = []
    /// The calls of the batch being performed (nil outside a batch).
    private var pending: BatchUpdate?

    /// A view showing `rowCounts`, whose data source reports the rows per section it holds now.
    /// - Parameters:
    ///   - rowCounts: rows per section, as shown when the view is created.
    ///   - kind: the view simulated: a table view (the default) or a collection view.
    ///   - dataSource: rows per section that the data source reports; called after every batch.
    public init(rowCounts: [Int], kind: Kind = .tableView, dataSource: @escaping @MainActor () -> [Int]) {
        self.kind = kind
        self.rowCounts = rowCounts
        self.dataSource = dataSource
    }

    /// True for a table view; false for a collection view.
    public var reloadsAmongInsertsAndDeletes: Bool { kind == .tableView }

    /// Performs an animated batch (`performBatchUpdates(_:completion:)`).
    public func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatch(updates, animated: true, completion: completion)
    }

    /// Runs `updates`, collecting their calls, then applies them as one batch against what the data
    /// source reports; a failure is recorded in `failures` and the completion gets false (held until
    /// `finishAnimations()` when `holdsCompletions` is set).
    public func performBatch(_ updates: @escaping () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        let outer = pending == nil
        if outer {
            pending = BatchUpdate()
            batchCount += 1
            if !animated { unanimatedBatchCount += 1 }
        }
        updates()
        guard outer, let update = pending else { return }
        pending = nil
        let applied = commit(update)
        if holdsCompletions {
            heldCompletions.append((applied, completion))
        } else {
            completion?(applied)
        }
    }

    /// Ends the animations running now: runs their held completions in the order of their
    /// batches. A batch that a completion starts animates on, until the next call.
    public func finishAnimations() {
        let ending = heldCompletions
        heldCompletions = []
        for (finished, completion) in ending { completion?(finished) }
    }

    /// Shows what the data source reports, as `reloadData()` does.
    public func reloadData() {
        rowCounts = dataSource()
        lastResult = nil
    }

    /// Applies one batch; a call outside a batch is a batch of its own, as in UIKit.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if pending == nil {
            var update = BatchUpdate()
            change(&update)
            _ = commit(update)
        } else if var update = pending {
            change(&update)
            pending = update
        }
    }

    private func commit(_ update: BatchUpdate) -> Bool {
        let counts = dataSource()
        do throws(BatchUpdateError) {
            if kind == .collectionView { try Self.checkCollectionViewReloads(update) }
            lastResult = try BatchUpdateSimulator.apply(update, oldRowCounts: rowCounts, newRowCounts: counts)
            rowCounts = counts
            return true
        } catch {
            failures.append(error)
            return false
        }
    }

    /// UICollectionView turns a reload into a delete and an insert at the same index
    /// path; among other deletes and inserts that path may name another item after the
    /// update (IGListKit shipped crashes from this and sends such reloads as delete and
    /// insert): a reload is safe only in a batch of reloads.
    private static func checkCollectionViewReloads(_ update: BatchUpdate) throws(BatchUpdateError) {
        let structural = !update.deleteSections.isEmpty || !update.insertSections.isEmpty
            || !update.deleteRows.isEmpty || !update.insertRows.isEmpty
        guard structural else { return }
        if let section = update.reloadSections.first { throw .reloadAmongInsertsAndDeletes(section: section, row: nil) }
        if let path = update.reloadRows.first { throw .reloadAmongInsertsAndDeletes(section: path.section, row: path.row) }
    }

    /// Records a section delete (old indexes).
    public func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation) { record { $0.deleteSections += sections } }
    /// Records a section insert (new indexes).
    public func insertSections(_ sections: [Int], animation: BatchUpdateAnimation) { record { $0.insertSections += sections } }
    /// Records a section reload (old indexes).
    public func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation) { record { $0.reloadSections += sections } }
    /// Records a row delete (old index paths).
    public func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) { record { $0.deleteRows += indexPaths } }
    /// Records a row insert (new index paths).
    public func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) { record { $0.insertRows += indexPaths } }
    /// Records a row reload (old index paths).
    public func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) { record { $0.reloadRows += indexPaths } }
    /// Counts the reload in `indexTitleReloadCount`.
    public func reloadSectionIndexTitles() { indexTitleReloadCount += 1 }

    /// Reconfiguring keeps every count, so the data source must report the counts shown;
    /// inside a batch it is refused, since Apple documents no coordinates for it there.
    public func reconfigureRows(at indexPaths: [TableIndexPath]) {
        reconfiguredRows.append(indexPaths)
        guard pending == nil else {
            failures.append(.reconfigureInsideBatch(indexPaths.first ?? TableIndexPath(section: 0, row: 0)))
            return
        }
        let counts = dataSource()
        guard counts == rowCounts else {
            failures.append(.invalidNumberOfSections(after: counts.count, before: rowCounts.count, inserted: 0, deleted: 0))
            return
        }
        for path in indexPaths {
            guard path.section >= 0, path.section < counts.count else {
                failures.append(.rowSectionOutOfRangeBefore(.reconfigure, path, sectionCount: counts.count))
                return
            }
            guard path.row >= 0, path.row < counts[path.section] else {
                failures.append(.rowOutOfRangeBefore(.reconfigure, path, rowCount: counts[path.section]))
                return
            }
        }
    }
}
