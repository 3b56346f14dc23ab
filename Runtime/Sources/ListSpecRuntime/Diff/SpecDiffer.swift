/// Computes the UIKit batch update between two versions of a spec the way
/// DCTableViewController does: sections and cells match by ID, and since IDs
/// ascend, one linear merge per table finds every change (no moves, O(old + new)).
public enum SpecDiffer {
    /// Every table named in either spec, ordered by first appearance (old file first);
    /// only the table `named`, when given. Beside them, the declarations that changed: types,
    /// fields and enum cases of the whole file, cell types of the tables in both (with `named`:
    /// that table's cell types only).
    public static func diff(old: Spec, new: Spec, onlyTable named: String? = nil) -> SpecDiff {
        var newIndexByName: [String: Int] = [:]
        for (index, table) in new.tables.enumerated() where newIndexByName[table.name] == nil {
            newIndexByName[table.name] = index
        }
        var oldNames = Set<String>()
        var tables: [TableDiff] = []
        for oldTable in old.tables where oldNames.insert(oldTable.name).inserted {
            guard named == nil || named == oldTable.name else { continue }
            let newTable = newIndexByName[oldTable.name].map { new.tables[$0] }
            tables.append(diff(old: oldTable, new: newTable))
        }
        for newTable in new.tables where !oldNames.contains(newTable.name) {
            guard named == nil || named == newTable.name else { continue }
            oldNames.insert(newTable.name)
            tables.append(diff(old: nil, new: newTable))
        }
        return SpecDiff(tables: tables, declarations: DeclarationDiffer.changes(old: old, new: new, onlyTable: named))
    }

    /// One table's diff; a nil side is a table only in the other spec.
    public static func diff(old: Table?, new: Table?) -> TableDiff {
        guard let old else {
            return TableDiff(name: new?.name ?? "", change: new == nil ? .unchanged : .added, oldTable: nil, newTable: new)
        }
        guard let new else { return TableDiff(name: old.name, change: .removed, oldTable: old, newTable: nil) }
        if old.style != new.style {
            return TableDiff(name: old.name, change: .restyled, oldTable: old, newTable: new)
        }
        var merge = AscendingMerge(observer: IndexTitleMoveDetector())
        merge.run(old.sections, new.sections)
        // An index title moved to another section changes the table with nothing to animate.
        let changed = !merge.update.isEmpty || merge.observer.indexTitleMoved
        return TableDiff(name: old.name, change: changed ? .modified : .unchanged,
                         update: changed ? merge.update : .none, oldTable: old, newTable: new,
                         warning: RenumberingDetector.warning(table: old.name, old: old, new: new, reloaded: merge.update.reloadRows))
    }

    /// The sections that changed between two versions of a table, for a report.
    static func sectionChanges(old: Table, new: Table) -> [SectionChange] {
        var changes: [SectionChange] = []
        forEachSectionChange(old: old, new: new) { changes.append($0) }
        return changes
    }

    /// Each section that changed, handed to `body` as the merge meets it: a report that writes
    /// them one at a time never holds the changes of a whole large table.
    static func forEachSectionChange(old: Table, new: Table, _ body: (SectionChange) -> Void) {
        withoutActuallyEscaping(body) { body in
            var merge = AscendingMerge(observer: ChangeRecorder(emit: body))
            merge.run(old.sections, new.sections)
        }
    }
}

/// Notes only whether a kept section's index title changed: all the diff needs beside the update.
private struct IndexTitleMoveDetector: MergeObserver {
    var indexTitleMoved = false

    mutating func kept(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int, indexTitleChanged: Bool) {
        if indexTitleChanged { indexTitleMoved = true }
    }
}

/// Notes what the merge meets as the sections and cells a report shows.
private struct ChangeRecorder: MergeObserver {
    /// Where each changed section goes.
    let emit: (SectionChange) -> Void
    /// The changed cells of the kept section being merged.
    private(set) var cells: [CellChange] = []

    init(emit: @escaping (SectionChange) -> Void) { self.emit = emit }

    mutating func deleted(_ section: Section, at oldIndex: Int) {
        emit(SectionChange(kind: .deleted, sectionID: section.sectionID, oldIndex: oldIndex, newIndex: nil, old: section, new: nil))
    }

    mutating func inserted(_ section: Section, at newIndex: Int) {
        emit(SectionChange(kind: .inserted, sectionID: section.sectionID, oldIndex: nil, newIndex: newIndex, old: nil, new: section))
    }

    mutating func reloaded(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int) {
        // The reload brings its rows (the update names none of them); a report still says what changed in them.
        var rows = AscendingMerge(observer: ChangeRecorder(emit: { _ in }))
        rows.mergeCells(old.cells, inOld: oldIndex, new.cells, inNew: newIndex)
        emit(SectionChange(kind: .reloaded, sectionID: old.sectionID, oldIndex: oldIndex, newIndex: newIndex,
                                     old: old, new: new, fields: SectionChange.changedFields(old, new), cells: rows.observer.cells))
    }

    mutating func kept(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int, indexTitleChanged: Bool) {
        if indexTitleChanged || !cells.isEmpty {
            emit(SectionChange(kind: .kept, sectionID: old.sectionID, oldIndex: oldIndex, newIndex: newIndex,
                               old: old, new: new, fields: indexTitleChanged ? [.indexTitle] : [], cells: cells))
        }
        // A report that writes each change and lets go of it leaves the array unshared: it is reused as it is.
        cells.removeAll(keepingCapacity: true)
    }

    mutating func deleted(_ cell: Cell, at oldPath: TableIndexPath) {
        cells.append(CellChange(kind: .deleted, cellID: cell.cellID, oldPath: oldPath, newPath: nil, old: cell, new: nil))
    }

    mutating func inserted(_ cell: Cell, at newPath: TableIndexPath) {
        cells.append(CellChange(kind: .inserted, cellID: cell.cellID, oldPath: nil, newPath: newPath, old: nil, new: cell))
    }

    mutating func reloaded(_ old: Cell, at oldPath: TableIndexPath, _ new: Cell, at newPath: TableIndexPath) {
        cells.append(CellChange(kind: .reloaded, cellID: old.cellID, oldPath: oldPath, newPath: newPath,
                                old: old, new: new, fields: CellChange.changedFields(old, new)))
    }
}
