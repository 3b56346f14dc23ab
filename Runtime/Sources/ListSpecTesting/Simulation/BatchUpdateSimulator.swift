import ListSpecRuntime

/// Applies a batch update to a table the way UITableView's `performBatchUpdates`
/// does, and raises what UIKit would raise. Deletes and reloads name rows and
/// sections before the update (old coordinates), inserts name them after (new
/// coordinates); deletes happen before inserts. Like UIKit, it checks the
/// row and section counts the data source reports after the update.
public enum BatchUpdateSimulator {
    /// Applies `update` to a table with these row counts, as UIKit would.
    ///
    /// - Parameters:
    ///   - update: the batch update, in UIKit's coordinates.
    ///   - oldRowCounts: rows per section before the update.
    ///   - newRowCounts: rows per section the data source reports after the update.
    public static func apply(_ update: BatchUpdate, oldRowCounts: [Int], newRowCounts: [Int]) throws(BatchUpdateError) -> SimulatedTable {
        let before = oldRowCounts.count, after = newRowCounts.count
        var sections = SectionMarks(before: before, after: after)
        try sections.mark(update)

        var rows = RowMarks(oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
        try rows.mark(update, sections: sections)

        var result: [SimulatedTable.Section] = []
        result.reserveCapacity(after)
        for newIndex in 0..<after {
            guard let oldIndex = sections.oldIndexForNew[newIndex] else {
                result.append(.init(origin: .inserted, rows: Array(repeating: .inserted, count: newRowCounts[newIndex])))
                continue
            }
            if sections.reloaded[oldIndex] {
                result.append(.init(origin: .reloaded(old: oldIndex), rows: Array(repeating: .inserted, count: newRowCounts[newIndex])))
                continue
            }
            let rowOrigins = try rows.origins(oldSection: oldIndex, newSection: newIndex)
            result.append(.init(origin: .kept(old: oldIndex), rows: rowOrigins))
        }
        return SimulatedTable(sections: result)
    }

    /// Applies `update` to `old`, with `new` as the data source after the update.
    public static func apply(_ update: BatchUpdate, to old: Table, dataSource new: Table) throws(BatchUpdateError) -> SimulatedTable {
        try apply(update, oldRowCounts: old.sections.map(\.cells.count), newRowCounts: new.sections.map(\.cells.count))
    }
}

/// Which sections are deleted, reloaded and inserted, and where the others go.
private struct SectionMarks {
    let before: Int, after: Int
    var deleted: [Bool], reloaded: [Bool], inserted: [Bool]
    /// For each section after the update, the old section it continues (nil when inserted).
    var oldIndexForNew: [Int?] = []

    init(before: Int, after: Int) {
        self.before = before
        self.after = after
        deleted = Array(repeating: false, count: before)
        reloaded = Array(repeating: false, count: before)
        inserted = Array(repeating: false, count: after)
    }

    mutating func mark(_ update: BatchUpdate) throws(BatchUpdateError) {
        for section in update.deleteSections {
            guard section >= 0, section < before else { throw .sectionOutOfRangeBefore(.delete, section: section, sectionCount: before) }
            guard !deleted[section] else { throw .sectionListedTwice(.delete, section: section) }
            deleted[section] = true
        }
        for section in update.reloadSections {
            guard section >= 0, section < before else { throw .sectionOutOfRangeBefore(.reload, section: section, sectionCount: before) }
            guard !reloaded[section] else { throw .sectionListedTwice(.reload, section: section) }
            guard !deleted[section] else { throw .sectionDeletedAndReloaded(section: section) }
            reloaded[section] = true
        }
        for section in update.insertSections {
            guard section >= 0, section < after else { throw .sectionOutOfRangeAfter(section: section, sectionCount: after) }
            guard !inserted[section] else { throw .sectionListedTwice(.insert, section: section) }
            inserted[section] = true
        }
        let deletedCount = update.deleteSections.count, insertedCount = update.insertSections.count
        guard after == before - deletedCount + insertedCount else {
            throw .invalidNumberOfSections(after: after, before: before, inserted: insertedCount, deleted: deletedCount)
        }
        // The surviving old sections fill, in order, the places no insert takes.
        oldIndexForNew = Array(repeating: nil, count: after)
        var oldIndex = 0
        for newIndex in 0..<after where !inserted[newIndex] {
            while deleted[oldIndex] { oldIndex += 1 }
            oldIndexForNew[newIndex] = oldIndex
            oldIndex += 1
        }
    }
}

/// Which rows of each section are deleted, reloaded and inserted.
private struct RowMarks {
    let oldRowCounts: [Int], newRowCounts: [Int]
    /// Per section, allocated only for sections the update touches.
    var deleted: [[Bool]], reloaded: [[Bool]], inserted: [[Bool]]
    var deletedCount: [Int], insertedCount: [Int]

    init(oldRowCounts: [Int], newRowCounts: [Int]) {
        self.oldRowCounts = oldRowCounts
        self.newRowCounts = newRowCounts
        deleted = Array(repeating: [], count: oldRowCounts.count)
        reloaded = Array(repeating: [], count: oldRowCounts.count)
        inserted = Array(repeating: [], count: newRowCounts.count)
        deletedCount = Array(repeating: 0, count: oldRowCounts.count)
        insertedCount = Array(repeating: 0, count: newRowCounts.count)
    }

    mutating func mark(_ update: BatchUpdate, sections: SectionMarks) throws(BatchUpdateError) {
        for path in update.deleteRows {
            try checkBefore(.delete, path, sections: sections)
            if deleted[path.section].isEmpty { deleted[path.section] = Array(repeating: false, count: oldRowCounts[path.section]) }
            guard !deleted[path.section][path.row] else { throw .rowListedTwice(.delete, path) }
            deleted[path.section][path.row] = true
            deletedCount[path.section] += 1
        }
        for path in update.reloadRows {
            try checkBefore(.reload, path, sections: sections)
            if reloaded[path.section].isEmpty { reloaded[path.section] = Array(repeating: false, count: oldRowCounts[path.section]) }
            guard !reloaded[path.section][path.row] else { throw .rowListedTwice(.reload, path) }
            if !deleted[path.section].isEmpty, deleted[path.section][path.row] { throw .rowDeletedAndReloaded(path) }
            reloaded[path.section][path.row] = true
        }
        for path in update.insertRows {
            guard path.section >= 0, path.section < newRowCounts.count else {
                throw .rowSectionOutOfRangeAfter(path, sectionCount: newRowCounts.count)
            }
            guard let oldSection = sections.oldIndexForNew[path.section] else { throw .rowInsertedIntoInsertedSection(path) }
            guard !sections.reloaded[oldSection] else { throw .rowInReloadedSection(.insert, path) }
            guard path.row >= 0, path.row < newRowCounts[path.section] else {
                throw .rowOutOfRangeAfter(path, rowCount: newRowCounts[path.section])
            }
            if inserted[path.section].isEmpty { inserted[path.section] = Array(repeating: false, count: newRowCounts[path.section]) }
            guard !inserted[path.section][path.row] else { throw .rowListedTwice(.insert, path) }
            inserted[path.section][path.row] = true
            insertedCount[path.section] += 1
        }
    }

    private func checkBefore(_ operation: BatchUpdateError.Operation, _ path: TableIndexPath, sections: SectionMarks) throws(BatchUpdateError) {
        guard path.section >= 0, path.section < oldRowCounts.count else {
            throw .rowSectionOutOfRangeBefore(operation, path, sectionCount: oldRowCounts.count)
        }
        guard !sections.deleted[path.section] else { throw .rowInDeletedSection(operation, path) }
        guard !sections.reloaded[path.section] else { throw .rowInReloadedSection(operation, path) }
        guard path.row >= 0, path.row < oldRowCounts[path.section] else {
            throw .rowOutOfRangeBefore(operation, path, rowCount: oldRowCounts[path.section])
        }
    }

    /// Where each row of a kept section comes from: the surviving old rows fill, in order, the places no insert takes.
    func origins(oldSection: Int, newSection: Int) throws(BatchUpdateError) -> [SimulatedTable.Origin] {
        let before = oldRowCounts[oldSection], after = newRowCounts[newSection]
        let deletes = deletedCount[oldSection], inserts = insertedCount[newSection]
        guard after == before - deletes + inserts else {
            throw .invalidNumberOfRows(section: newSection, after: after, before: before, inserted: inserts, deleted: deletes)
        }
        let deletedRows = deleted[oldSection], reloadedRows = reloaded[oldSection], insertedRows = inserted[newSection]
        var origins: [SimulatedTable.Origin] = []
        origins.reserveCapacity(after)
        var oldRow = 0
        for newRow in 0..<after {
            if !insertedRows.isEmpty, insertedRows[newRow] {
                origins.append(.inserted)
                continue
            }
            while !deletedRows.isEmpty, deletedRows[oldRow] { oldRow += 1 }
            let isReloaded = !reloadedRows.isEmpty && reloadedRows[oldRow]
            origins.append(isReloaded ? .reloaded(old: oldRow) : .kept(old: oldRow))
            oldRow += 1
        }
        return origins
    }
}
