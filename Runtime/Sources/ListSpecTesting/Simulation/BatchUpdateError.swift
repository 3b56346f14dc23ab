import ListSpecRuntime

/// What UITableView would raise (NSInternalInconsistencyException) for a batch
/// update; the messages follow UIKit's wording.
public enum BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The operation that names a section or row: its word in UIKit's messages.
    public enum Operation: String, Sendable {
        /// A delete, insert, reload or reconfigure of rows or sections.
        case delete, insert, reload, reconfigure
    }

    /// A delete or reload names a section the table did not have before the update.
    case sectionOutOfRangeBefore(Operation, section: Int, sectionCount: Int)
    /// An insert names a section the table will not have after the update.
    case sectionOutOfRangeAfter(section: Int, sectionCount: Int)
    /// A delete or reload names a row its section did not have before the update.
    case rowOutOfRangeBefore(Operation, TableIndexPath, rowCount: Int)
    /// An insert names a row its section will not have after the update.
    case rowOutOfRangeAfter(TableIndexPath, rowCount: Int)
    /// A row operation names a section the table did not have before the update.
    case rowSectionOutOfRangeBefore(Operation, TableIndexPath, sectionCount: Int)
    /// A row insert names a section the table will not have after the update.
    case rowSectionOutOfRangeAfter(TableIndexPath, sectionCount: Int)
    /// The same operation names a section twice.
    case sectionListedTwice(Operation, section: Int)
    /// The same operation names a row twice.
    case rowListedTwice(Operation, TableIndexPath)
    /// A section is both deleted and reloaded.
    case sectionDeletedAndReloaded(section: Int)
    /// A row is both deleted and reloaded.
    case rowDeletedAndReloaded(TableIndexPath)
    /// An inserted section brings its rows: inserting rows into it is an error.
    case rowInsertedIntoInsertedSection(TableIndexPath)
    /// A deleted section takes its rows: deleting or reloading them too is an error.
    case rowInDeletedSection(Operation, TableIndexPath)
    /// A reloaded section brings its rows: listing them too is an error.
    case rowInReloadedSection(Operation, TableIndexPath)
    /// The data source reports a number of sections that the update does not explain
    /// (`after` is not `before + inserted - deleted`).
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The data source reports a number of rows in a section that the update does not explain;
    /// `section` is the section's index after the update.
    case invalidNumberOfRows(section: Int, after: Int, before: Int, inserted: Int, deleted: Int)
    /// A collection view reload (of a section when `row` is nil) in a batch that also deletes or inserts.
    case reloadAmongInsertsAndDeletes(section: Int, row: Int?)
    /// Rows reconfigured inside a batch, where Apple documents no coordinates for them.
    case reconfigureInsideBatch(TableIndexPath)

    /// UIKit's message for the error, such as `attempt to insert section 4 but there are only
    /// 3 sections after the update`.
    public var description: String {
        switch self {
        case .sectionOutOfRangeBefore(let operation, let section, let count):
            return "attempt to \(operation.rawValue) section \(section), but there are only \(count) sections before the update"
        case .sectionOutOfRangeAfter(let section, let count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case .rowOutOfRangeBefore(let operation, let path, let count):
            return "attempt to \(operation.rawValue) row \(path.row) from section \(path.section) which only contains \(count) rows before the update"
        case .rowOutOfRangeAfter(let path, let count):
            return "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) rows in section \(path.section) after the update"
        case .rowSectionOutOfRangeBefore(let operation, let path, let count):
            let preposition = operation == .insert ? "into" : "from"
            return "attempt to \(operation.rawValue) row \(path.row) \(preposition) section \(path.section), but there are only \(count) sections before the update"
        case .rowSectionOutOfRangeAfter(let path, let count):
            return "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) sections after the update"
        case .sectionListedTwice(let operation, let section):
            return "attempt to \(operation.rawValue) section \(section) twice in the same update"
        case .rowListedTwice(let operation, let path):
            return "attempt to \(operation.rawValue) the same index path \(path) twice in the same update"
        case .sectionDeletedAndReloaded(let section):
            return "attempt to delete and reload the same section \(section)"
        case .rowDeletedAndReloaded(let path):
            return "attempt to delete and reload the same index path \(path)"
        case .rowInsertedIntoInsertedSection(let path):
            return "attempt to insert row \(path.row) into section \(path.section), which is itself being inserted (an inserted section brings its rows)"
        case .rowInDeletedSection(let operation, let path):
            return "attempt to \(operation.rawValue) row \(path.row) from section \(path.section), which is itself being deleted"
        case .rowInReloadedSection(let operation, let path):
            let preposition = operation == .insert ? "into" : "from"
            return "attempt to \(operation.rawValue) row \(path.row) \(preposition) section \(path.section), which is itself being reloaded (a reloaded section brings its rows)"
        case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
            return "invalid number of sections. The number of sections contained in the table view after the update (\(after)) "
                + "must be equal to the number of sections contained in the table view before the update (\(before)), "
                + "plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidNumberOfRows(let section, let after, let before, let inserted, let deleted):
            return "invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) "
                + "must be equal to the number of rows contained in that section before the update (\(before)), "
                + "plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) "
                + "and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        case .reloadAmongInsertsAndDeletes(let section, let row):
            let item = row.map { "item \($0) of section \(section)" } ?? "section \(section)"
            return "attempt to reload \(item) in a collection view batch that also deletes or inserts "
                + "(UICollectionView applies a reload as a delete and an insert at the same index path)"
        case .reconfigureInsideBatch(let path):
            return "attempt to reconfigure row \(path.row) of section \(path.section) inside a batch update "
                + "(reconfigure after the batch, in the coordinates after the update)"
        }
    }
}
