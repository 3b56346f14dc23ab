/// What happened to one table between two versions of a spec.
public enum TableChange: String, Sendable, CaseIterable {
    /// Same content (map key order and number spelling aside).
    case unchanged
    /// Same style, other content: animate with the batch update (which may be empty).
    case modified
    /// Only in the new spec.
    case added
    /// Only in the old spec.
    case removed
    /// The style changed: a new UITableView, nothing to animate.
    case restyled
}

/// One UITableView `performBatchUpdates` call: deletes and reloads name the OLD
/// table, inserts the NEW one (UIKit's coordinates). Every list ascends.
public struct BatchUpdate: Equatable, Sendable {
    /// Sections to delete, by index in the old table.
    public var deleteSections: [Int]
    /// Sections to insert, by index in the new table.
    public var insertSections: [Int]
    /// Sections to reload, by index in the old table.
    public var reloadSections: [Int]
    /// Rows to delete, in the old table.
    public var deleteRows: [TableIndexPath]
    /// Rows to insert, in the new table.
    public var insertRows: [TableIndexPath]
    /// Rows to reload, in the old table.
    public var reloadRows: [TableIndexPath]
    /// `reloadSectionIndexTitles()` after the update: the list of index titles changed.
    public var reloadSectionIndexTitles: Bool

    /// An update with these operations (each list ascending, as UIKit's coordinates).
    public init(deleteSections: [Int] = [], insertSections: [Int] = [], reloadSections: [Int] = [],
                deleteRows: [TableIndexPath] = [], insertRows: [TableIndexPath] = [], reloadRows: [TableIndexPath] = [],
                reloadSectionIndexTitles: Bool = false) {
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.reloadSections = reloadSections
        self.deleteRows = deleteRows
        self.insertRows = insertRows
        self.reloadRows = reloadRows
        self.reloadSectionIndexTitles = reloadSectionIndexTitles
    }

    /// The update that changes nothing.
    public static let none = BatchUpdate()

    /// True when there is nothing to animate (index titles aside).
    public var hasNoAnimations: Bool {
        deleteSections.isEmpty && insertSections.isEmpty && reloadSections.isEmpty
            && deleteRows.isEmpty && insertRows.isEmpty && reloadRows.isEmpty
    }

    /// True when there is nothing to call at all.
    public var isEmpty: Bool { hasNoAnimations && !reloadSectionIndexTitles }
}
