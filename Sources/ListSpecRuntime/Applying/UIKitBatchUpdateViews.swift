// watchOS has UIKit but no table or collection views.
#if canImport(UIKit) && !os(watchOS)
import UIKit

// Thin forwarding to UIKit, the only code not compiled on Linux: everything it
// calls is `BatchUpdateView.performBatchUpdates(_:animation:updatingDataSource:completion:)`,
// tested through `SimulatedTableView`.

extension BatchUpdateAnimation {
    var rowAnimation: UITableView.RowAnimation {
        switch self {
        case .automatic: return .automatic
        case .fade: return .fade
        case .right: return .right
        case .left: return .left
        case .top: return .top
        case .bottom: return .bottom
        case .middle: return .middle
        case .none: return .none
        }
    }
}

extension TableIndexPath {
    /// UIKit's index path of a table row.
    public var indexPath: IndexPath { IndexPath(row: row, section: section) }
}

/// `reloadSectionIndexTitles()` is UITableView's own.
extension UITableView: BatchUpdateView {
    public func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    public func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation) {
        deleteSections(IndexSet(sections), with: animation.rowAnimation)
    }
    public func insertSections(_ sections: [Int], animation: BatchUpdateAnimation) {
        insertSections(IndexSet(sections), with: animation.rowAnimation)
    }
    public func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation) {
        reloadSections(IndexSet(sections), with: animation.rowAnimation)
    }
    public func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        deleteRows(at: indexPaths.map(\.indexPath), with: animation.rowAnimation)
    }
    public func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        insertRows(at: indexPaths.map(\.indexPath), with: animation.rowAnimation)
    }
    public func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        reloadRows(at: indexPaths.map(\.indexPath), with: animation.rowAnimation)
    }
}

/// Rows are items; a collection view animates in its own way and has no index titles to reload.
extension UICollectionView: BatchUpdateView {
    public func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    public func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation) { deleteSections(IndexSet(sections)) }
    public func insertSections(_ sections: [Int], animation: BatchUpdateAnimation) { insertSections(IndexSet(sections)) }
    public func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation) { reloadSections(IndexSet(sections)) }
    public func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        deleteItems(at: indexPaths.map { IndexPath(item: $0.row, section: $0.section) })
    }
    public func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        insertItems(at: indexPaths.map { IndexPath(item: $0.row, section: $0.section) })
    }
    public func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        reloadItems(at: indexPaths.map { IndexPath(item: $0.row, section: $0.section) })
    }
    public func reloadSectionIndexTitles() {}
}
#endif
