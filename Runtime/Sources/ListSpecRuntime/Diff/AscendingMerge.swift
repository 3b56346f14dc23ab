/// What the merge of two versions of a table meets, in merge order (ascending IDs).
@usableFromInline
protocol MergeObserver {
    associatedtype Section: DiffableSection
    mutating func deleted(_ section: Section, at oldIndex: Int)
    mutating func inserted(_ section: Section, at newIndex: Int)
    /// A section in both versions whose own content changed: it reloads with its rows.
    mutating func reloaded(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int)
    /// A section in both versions, not reloaded, after its cells were merged.
    mutating func kept(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int, indexTitleChanged: Bool)
    mutating func deleted(_ cell: Section.Cell, at oldPath: TableIndexPath)
    mutating func inserted(_ cell: Section.Cell, at newPath: TableIndexPath)
    mutating func reloaded(_ old: Section.Cell, at oldPath: TableIndexPath, _ new: Section.Cell, at newPath: TableIndexPath)
}

/// The merge of DCTableViewController: sections and cells match by ID, and since
/// IDs ascend, one linear pass per table finds every change (no moves, O(old + new)).
/// It builds the batch update, and tells an observer what it meets for reports.
/// Inlinable, so that `ListDiffer` is specialized for an app's own section and cell types
/// in the app (a generic call per cell ID and content comparison costs several times the merge itself).
@usableFromInline
struct AscendingMerge<Observer: MergeObserver> {
    @usableFromInline var update = BatchUpdate()
    @usableFromInline var observer: Observer

    @inlinable
    init(observer: Observer) { self.observer = observer }

    @inlinable
    mutating func run(_ old: [Observer.Section], _ new: [Observer.Section]) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].sectionID < new[j].sectionID) {
                update.deleteSections.append(i)
                observer.deleted(old[i], at: i)
                i += 1
            } else if i == old.count || new[j].sectionID < old[i].sectionID {
                update.insertSections.append(j)
                observer.inserted(new[j], at: j)
                j += 1
            } else {
                if old[i].isContentEqual(to: new[j]) {
                    mergeCells(old[i].cells, inOld: i, new[j].cells, inNew: j)
                    observer.kept(old[i], at: i, new[j], at: j, indexTitleChanged: old[i].indexTitle != new[j].indexTitle)
                } else {
                    update.reloadSections.append(i)
                    observer.reloaded(old[i], at: i, new[j], at: j)
                }
                i += 1
                j += 1
            }
        }
        update.reloadSectionIndexTitles = !AscendingMerge.indexTitlesEqual(old, new)
    }

    /// The rows of one section in both versions (also, for a report, of a reloaded section).
    @inlinable
    mutating func mergeCells(_ old: [Observer.Section.Cell], inOld oldSection: Int,
                                     _ new: [Observer.Section.Cell], inNew newSection: Int) {
        // Cells are read in place: an array's subscript would copy each (retaining its references).
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in mergeCells(old, inOld: oldSection, new, inNew: newSection) }
        }
    }

    @inlinable
    mutating func mergeCells(_ old: UnsafeBufferPointer<Observer.Section.Cell>, inOld oldSection: Int,
                                     _ new: UnsafeBufferPointer<Observer.Section.Cell>, inNew newSection: Int) {
        var r = 0, s = 0
        while r < old.count || s < new.count {
            if s == new.count || (r < old.count && old[r].cellID < new[s].cellID) {
                let path = TableIndexPath(section: oldSection, row: r)
                update.deleteRows.append(path)
                observer.deleted(old[r], at: path)
                r += 1
            } else if r == old.count || new[s].cellID < old[r].cellID {
                let path = TableIndexPath(section: newSection, row: s)
                update.insertRows.append(path)
                observer.inserted(new[s], at: path)
                s += 1
            } else {
                if !old[r].isContentEqual(to: new[s]) {
                    let path = TableIndexPath(section: oldSection, row: r)
                    update.reloadRows.append(path)
                    observer.reloaded(old[r], at: path, new[s], at: TableIndexPath(section: newSection, row: s))
                }
                r += 1
                s += 1
            }
        }
    }

    /// Whether the lists of index titles (of the sections that have one, in order) are equal, without building them.
    @inlinable
    static func indexTitlesEqual(_ old: [Observer.Section], _ new: [Observer.Section]) -> Bool {
        var o = old.makeIterator(), n = new.makeIterator()
        while true {
            let a = nextIndexTitle(&o), b = nextIndexTitle(&n)
            if a != b { return false }
            if a == nil { return true }
        }
    }

    @inlinable
    static func nextIndexTitle(_ iterator: inout IndexingIterator<[Observer.Section]>) -> String? {
        while let section = iterator.next() {
            if let title = section.indexTitle { return title }
        }
        return nil
    }
}

/// Observers note only what they need: every event is nothing by default.
extension MergeObserver {
    @inlinable mutating func deleted(_ section: Section, at oldIndex: Int) {}
    @inlinable mutating func inserted(_ section: Section, at newIndex: Int) {}
    @inlinable mutating func reloaded(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int) {}
    @inlinable mutating func kept(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int, indexTitleChanged: Bool) {}
    @inlinable mutating func deleted(_ cell: Section.Cell, at oldPath: TableIndexPath) {}
    @inlinable mutating func inserted(_ cell: Section.Cell, at newPath: TableIndexPath) {}
    @inlinable mutating func reloaded(_ old: Section.Cell, at oldPath: TableIndexPath, _ new: Section.Cell, at newPath: TableIndexPath) {}
}

/// An observer that notes nothing: for a batch update alone.
@usableFromInline
struct IgnoringObserver<Section: DiffableSection>: MergeObserver {
    @inlinable init() {}
}
