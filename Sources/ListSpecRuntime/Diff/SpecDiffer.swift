/// Computes the UIKit batch update between two versions of a spec the way
/// DCTableViewController does: sections and cells match by ID, and since IDs
/// ascend, one linear merge per table finds every change (no moves, O(old + new)).
public enum SpecDiffer {
    /// Every table named in either spec, ordered by first appearance (old file first);
    /// only the table `named`, when given.
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
        return SpecDiff(tables: tables)
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
        var merge = TableMerge()
        merge.run(old.sections, new.sections)
        merge.update.reloadSectionIndexTitles = !indexTitlesEqual(old.sections, new.sections)
        let changed = !merge.update.isEmpty || !merge.changes.isEmpty
        return TableDiff(name: old.name, change: changed ? .modified : .unchanged,
                         update: changed ? merge.update : .none, oldTable: old, newTable: new,
                         sectionChanges: merge.changes)
    }

    /// Whether the lists of index titles (of the sections that have one, in order) are equal, without building them.
    static func indexTitlesEqual(_ old: [Section], _ new: [Section]) -> Bool {
        var o = old.makeIterator(), n = new.makeIterator()
        while true {
            let a = nextIndexTitle(&o), b = nextIndexTitle(&n)
            if a != b { return false }
            if a == nil { return true }
        }
    }

    private static func nextIndexTitle(_ iterator: inout IndexingIterator<[Section]>) -> String? {
        while let section = iterator.next() {
            if let title = section.indexTitle { return title }
        }
        return nil
    }
}

/// The merge of one table's sections and, inside each kept section, its cells.
private struct TableMerge {
    var update = BatchUpdate()
    var changes: [SectionChange] = []

    mutating func run(_ old: [Section], _ new: [Section]) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].sectionID < new[j].sectionID) {
                update.deleteSections.append(i)
                changes.append(SectionChange(kind: .deleted, sectionID: old[i].sectionID, oldIndex: i, newIndex: nil,
                                             old: old[i], new: nil))
                i += 1
            } else if i == old.count || new[j].sectionID < old[i].sectionID {
                update.insertSections.append(j)
                changes.append(SectionChange(kind: .inserted, sectionID: new[j].sectionID, oldIndex: nil, newIndex: j,
                                             old: nil, new: new[j]))
                j += 1
            } else {
                both(old[i], at: i, new[j], at: j)
                i += 1
                j += 1
            }
        }
    }

    /// A section in both versions: reloaded whole when it draws differently, else merged row by row.
    private mutating func both(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int) {
        let sectionDiffers = old.header != new.header || old.footer != new.footer || old.viewModel != new.viewModel
            || old.indexTitle != new.indexTitle
        if sectionDiffers {
            let fields = SectionChange.changedFields(old, new)
            if fields.contains(where: \.reloadsSection) {
                update.reloadSections.append(oldIndex)
                changes.append(SectionChange(kind: .reloaded, sectionID: old.sectionID, oldIndex: oldIndex, newIndex: newIndex,
                                             old: old, new: new, fields: fields))
                return
            }
        }
        let cells = mergeCells(old.cells, inOld: oldIndex, new.cells, inNew: newIndex)
        if sectionDiffers || !cells.isEmpty {
            changes.append(SectionChange(kind: .kept, sectionID: old.sectionID, oldIndex: oldIndex, newIndex: newIndex,
                                         old: old, new: new, fields: sectionDiffers ? [.indexTitle] : [], cells: cells))
        }
    }

    private mutating func mergeCells(_ old: [Cell], inOld oldSection: Int, _ new: [Cell], inNew newSection: Int) -> [CellChange] {
        var changes: [CellChange] = []
        var r = 0, s = 0
        while r < old.count || s < new.count {
            if s == new.count || (r < old.count && old[r].cellID < new[s].cellID) {
                let path = TableIndexPath(section: oldSection, row: r)
                update.deleteRows.append(path)
                changes.append(CellChange(kind: .deleted, cellID: old[r].cellID, oldPath: path, newPath: nil, old: old[r], new: nil))
                r += 1
            } else if r == old.count || new[s].cellID < old[r].cellID {
                let path = TableIndexPath(section: newSection, row: s)
                update.insertRows.append(path)
                changes.append(CellChange(kind: .inserted, cellID: new[s].cellID, oldPath: nil, newPath: path, old: nil, new: new[s]))
                s += 1
            } else {
                // The same test as Cell.hasSameContent, field by field, so each value is compared once.
                let fields = CellChange.changedFields(old[r], new[s])
                if !fields.isEmpty {
                    let path = TableIndexPath(section: oldSection, row: r)
                    update.reloadRows.append(path)
                    changes.append(CellChange(kind: .reloaded, cellID: old[r].cellID, oldPath: path,
                                              newPath: TableIndexPath(section: newSection, row: s),
                                              old: old[r], new: new[s], fields: fields))
                }
                r += 1
                s += 1
            }
        }
        return changes
    }
}
