#if canImport(UIKit) && !os(watchOS)
import UIKit

// Thin forwarding to UIKit: every decision is `ListContent`'s and `BatchUpdateView`'s,
// tested on Linux through `SimulatedTableView`, and what a platform lacks is
// `ListPlatform`'s. watchOS has UIKit without table and collection views, hence the guard.

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

    /// UIKit's index path of a collection view item.
    var itemIndexPath: IndexPath { IndexPath(item: row, section: section) }

    /// A table row's or collection view item's index path.
    public init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.row)
    }
}

extension TableStyle {
    /// The table view style that shows a table of this style (`grouped` for `insetGrouped`
    /// on tvOS, which has no inset grouped style).
    public var tableViewStyle: UITableView.Style {
        switch ListPlatform.current.shownStyle(self) {
        case .plain: return .plain
        #if os(tvOS)
        case .grouped, .insetGrouped: return .grouped
        #else
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        #endif
        }
    }
}

/// `reloadSectionIndexTitles()` is UITableView's own.
extension UITableView: BatchUpdateView {
    /// `performBatchUpdates(_:completion:)`.
    public func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }
    /// `performBatchUpdates(_:completion:)`, inside `UIView.performWithoutAnimation` when not animated.
    public func performBatch(_ updates: @escaping () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        if animated {
            performBatchUpdates(updates, completion: completion)
        } else {
            UIView.performWithoutAnimation { self.performBatchUpdates(updates, completion: completion) }
        }
    }
    /// `deleteSections(_:with:)`.
    public func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation) {
        deleteSections(IndexSet(sections), with: animation.rowAnimation)
    }
    /// `insertSections(_:with:)`.
    public func insertSections(_ sections: [Int], animation: BatchUpdateAnimation) {
        insertSections(IndexSet(sections), with: animation.rowAnimation)
    }
    /// `reloadSections(_:with:)`.
    public func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation) {
        reloadSections(IndexSet(sections), with: animation.rowAnimation)
    }
    /// `deleteRows(at:with:)`.
    public func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        deleteRows(at: indexPaths.map(\.indexPath), with: animation.rowAnimation)
    }
    /// `insertRows(at:with:)`.
    public func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        insertRows(at: indexPaths.map(\.indexPath), with: animation.rowAnimation)
    }
    /// `reloadRows(at:with:)`.
    public func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        reloadRows(at: indexPaths.map(\.indexPath), with: animation.rowAnimation)
    }
    /// Reconfigures on iOS 15 and later (the cell stays); reloads before.
    public func reconfigureRows(at indexPaths: [TableIndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureRows(at: indexPaths.map(\.indexPath))
        } else {
            reloadRows(at: indexPaths.map(\.indexPath), with: .none)
        }
    }
}

/// A collection view as a `BatchUpdateView`, for `ListContent.apply` and
/// `performBatchUpdates(_:animation:updatingDataSource:completion:)`. A wrapper, not a
/// conformance of UICollectionView itself, so that no method is added to every
/// collection view of an app. Reloads never share a batch with deletes and inserts
/// (`reloadsAmongInsertsAndDeletes` is false): UICollectionView applies a reload as a
/// delete and an insert at one index path, which breaks when other items move
/// (IGListKit issue 75 and PR 948 replaced such reloads for the same reason).
@MainActor
public final class CollectionViewBatchUpdates: BatchUpdateView {
    private weak var collectionView: UICollectionView?

    /// Updates this collection view (held weakly).
    public init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// False: a reload never shares a batch with deletes and inserts.
    public var reloadsAmongInsertsAndDeletes: Bool { false }

    /// An animated batch (`performBatchUpdates(_:completion:)`).
    public func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatch(updates, animated: true, completion: completion)
    }
    /// `performBatchUpdates(_:completion:)`, without animation when not animated; with no
    /// collection view left, runs `updates` and completes with false.
    public func performBatch(_ updates: @escaping () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        guard let collectionView else {
            // Nothing shows the content: the data source still changes, as it would in a batch.
            updates()
            completion?(false)
            return
        }
        if animated {
            collectionView.performBatchUpdates(updates, completion: completion)
        } else {
            UIView.performWithoutAnimation { collectionView.performBatchUpdates(updates, completion: completion) }
        }
    }
    /// `deleteSections(_:)` (a collection view animates its own way).
    public func deleteSections(_ sections: [Int], animation: BatchUpdateAnimation) { collectionView?.deleteSections(IndexSet(sections)) }
    /// `insertSections(_:)`.
    public func insertSections(_ sections: [Int], animation: BatchUpdateAnimation) { collectionView?.insertSections(IndexSet(sections)) }
    /// `reloadSections(_:)`.
    public func reloadSections(_ sections: [Int], animation: BatchUpdateAnimation) { collectionView?.reloadSections(IndexSet(sections)) }
    /// `deleteItems(at:)`.
    public func deleteRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        collectionView?.deleteItems(at: indexPaths.map(\.itemIndexPath))
    }
    /// `insertItems(at:)`.
    public func insertRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        collectionView?.insertItems(at: indexPaths.map(\.itemIndexPath))
    }
    /// `reloadItems(at:)`.
    public func reloadRows(at indexPaths: [TableIndexPath], animation: BatchUpdateAnimation) {
        collectionView?.reloadItems(at: indexPaths.map(\.itemIndexPath))
    }
    /// Reconfigures on iOS 15 and later (the cell stays); reloads before.
    public func reconfigureRows(at indexPaths: [TableIndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            collectionView?.reconfigureItems(at: indexPaths.map(\.itemIndexPath))
        } else {
            collectionView?.reloadItems(at: indexPaths.map(\.itemIndexPath))
        }
    }
    /// A collection view asks for its index titles (`indexTitles(for:)`, iOS 14) only when
    /// it reloads its data: after the batch has animated, so that no title is stale.
    public func reloadSectionIndexTitles() {
        guard let collectionView else { return }
        collectionView.performBatchUpdates(nil) { [weak collectionView] _ in collectionView?.reloadData() }
    }
}
#endif
