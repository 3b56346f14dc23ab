/// A table view without UIKit: it keeps the row counts it shows, collects the
/// calls of each batch, and applies them with `BatchUpdateSimulator` against
/// what its data source reports, so tests anywhere take the path an app takes.
/// Where UIKit would raise NSInternalInconsistencyException it records the error
/// (and calls the completion with false).
@MainActor
public final class SimulatedTableView: BatchUpdateView {
    /// Rows per section, as shown.
    public private(set) var rowCounts: [Int]
    /// Rows per section that the data source reports now.
    public var dataSource: @MainActor () -> [Int]
    /// Where each section and row shown came from after the last batch.
    public private(set) var lastResult: SimulatedTable?
    /// What UIKit would have raised, batch by batch.
    public private(set) var failures: [BatchUpdateError] = []
    public private(set) var indexTitleReloadCount = 0
    /// The calls of the batch being performed (nil outside a batch).
    private var pending: BatchUpdate?

    public init(rowCounts: [Int], dataSource: @escaping @MainActor () -> [Int]) {
        self.rowCounts = rowCounts
        self.dataSource = dataSource
    }

    public func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let outer = pending == nil
        if outer { pending = BatchUpdate() }
        updates()
        guard outer, let update = pending else { return }
        pending = nil
        let applied = commit(update)
        completion?(applied)
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
        do {
            lastResult = try BatchUpdateSimulator.apply(update, oldRowCounts: rowCounts, newRowCounts: counts)
            rowCounts = counts
            return true
        } catch {
            failures.append(error)
            return false
        }
    }

    public func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation) { record { $0.deleteSections += sections } }
    public func insertSections(_ sections: [Int], animation: BatchUpdateAnimation) { record { $0.insertSections += sections } }
    public func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation) { record { $0.reloadSections += sections } }
    public func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) { record { $0.deleteRows += indexPaths } }
    public func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) { record { $0.insertRows += indexPaths } }
    public func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) { record { $0.reloadRows += indexPaths } }
    public func reloadSectionIndexTitles() { indexTitleReloadCount += 1 }
}
