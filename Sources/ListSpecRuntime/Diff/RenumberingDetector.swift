/// Finds rows that look renumbered: in a kept section, two or more reloaded cells in a row
/// (adjacent in both versions) whose old contents now stand a few rows further down under other
/// cellIDs (a row inserted by renumbering the ones after it, or moved up), or whose new contents
/// stood a few rows further down before (a row deleted that way, or moved down), all by the same
/// number of rows. A real reload (new content in place), a pure insert or delete, and a single
/// coincidence are not renumberings.
///
/// It runs after the merge (which does no extra work for it) and looks only at reloaded cells
/// beside another reloaded cell, and at the few rows around them: a diff pays for it only where
/// neighbouring rows reload, a few instructions per such pair when their contents differ.
enum RenumberingDetector {
    /// How many rows a content may have travelled and still count (a shift by 1 to 3 rows: a
    /// few rows inserted, deleted or moved by renumbering).
    static var window: Int { 3 }

    /// The table's warning, if a kept section has renumbered-looking rows. `reloaded` is the
    /// merge's `reloadRows` (old coordinates, ascending; rows of kept sections only): read after
    /// the merge, so the merge itself does no extra work.
    static func warning(table: String, old: Table, new: Table, reloaded: [TableIndexPath]) -> DiffWarning? {
        guard reloaded.count >= 2 else { return nil }
        var sections: [(sectionID: Int64, cellIDs: [Int64])] = []
        var start = 0
        while start < reloaded.count {
            let section = reloaded[start].section
            var end = start + 1
            while end < reloaded.count, reloaded[end].section == section { end += 1 }
            let sectionID = old.sections[section].sectionID
            if end - start >= 2, let newIndex = index(of: sectionID, in: new.sections) {
                let ids = old.sections[section].cells.withUnsafeBufferPointer { oldCells in
                    new.sections[newIndex].cells.withUnsafeBufferPointer { newCells in
                        renumberedCellIDs(reloaded[start..<end], oldCells, newCells)
                    }
                }
                if !ids.isEmpty { sections.append((sectionID, ids)) }
            }
            start = end
        }
        return sections.isEmpty ? nil : DiffWarning.renumberedCells(table: table, sections: sections)
    }

    /// A reloaded cell's rows in the old and the new section.
    private struct Rows {
        var old: Int
        var new: Int
    }

    /// The cellIDs of the reloaded cells (`reloaded`, rows of one kept section) that travelled
    /// together with a reloaded neighbour.
    private static func renumberedCellIDs(_ reloaded: ArraySlice<TableIndexPath>,
                                          _ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) -> [Int64] {
        var ids: [Int64] = []
        // The previous reloaded cell's old row, and its new row once looked up (only when a
        // reloaded neighbour needs it).
        var previousRow = -2
        var previousNewRow: Int?
        for path in reloaded {
            let row = path.row
            defer { previousRow = row }
            guard row == previousRow + 1 else {
                previousNewRow = nil
                continue
            }
            let before = Rows(old: previousRow, new: previousNewRow ?? index(of: old[previousRow].cellID, in: new))
            // Neighbours in both versions: nothing was inserted between them.
            guard before.new + 1 < new.count, new[before.new + 1].cellID == old[row].cellID else {
                previousNewRow = nil
                continue
            }
            previousNewRow = before.new + 1
            if travelTogether(before, old, new) {
                if ids.last != old[before.old].cellID { ids.append(old[before.old].cellID) }
                ids.append(old[row].cellID)
            }
        }
        return ids
    }

    /// Whether the reloaded neighbours at `rows` and the row after (adjacent in both versions) moved
    /// their contents the same number of rows (1 to `window`): their old contents now stand that
    /// much further down, or their new contents stood that much further down before; counting
    /// only rows whose own content changed (a row that stays as it was is no destination of a move).
    private static func travelTogether(_ rows: Rows, _ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) -> Bool {
        for d in 1...window {
            if rows.new + 1 + d < new.count, samePair(old, rows.old, new, rows.new + d),
               changed(new[rows.new + d], comparedWith: old), changed(new[rows.new + 1 + d], comparedWith: old) {
                return true
            }
            if rows.old + 1 + d < old.count, samePair(new, rows.new, old, rows.old + d),
               changed(old[rows.old + d], comparedWith: new), changed(old[rows.old + 1 + d], comparedWith: new) {
                return true
            }
        }
        return false
    }

    /// Whether `x[i]` and `x[i + 1]` look the same as `y[j]` and `y[j + 1]`. This runs for every
    /// reloaded row beside another, and most such rows differ from their neighbours: a few
    /// instructions tell most of them apart (the viewModels' digests, where kept, and the cell
    /// types' lengths) before the cells are compared.
    @inline(__always)
    private static func samePair(_ x: UnsafeBufferPointer<Cell>, _ i: Int, _ y: UnsafeBufferPointer<Cell>, _ j: Int) -> Bool {
        // Through pointers: a field is read in place, with no copy of the cell.
        guard let x = x.baseAddress.map({ $0 + i }), let y = y.baseAddress.map({ $0 + j }) else { return false }
        return mayBeSame(x, y) && mayBeSame(x + 1, y + 1) && x.pointee.hasSameContent(as: y.pointee) && x[1].hasSameContent(as: y[1])
    }

    @inline(__always)
    private static func mayBeSame(_ x: UnsafePointer<Cell>, _ y: UnsafePointer<Cell>) -> Bool {
        // Fields read in place (no value copied, no reference counted); 0 is an unknown digest.
        let a = x.pointee.viewModel?.digest ?? 0, b = y.pointee.viewModel?.digest ?? 0
        return (a == b || a == 0 || b == 0) && x.pointee.cellType.utf8.count == y.pointee.cellType.utf8.count
    }

    /// Whether `cell` has no cell of its ID with the same content on the other side (looked up
    /// only when a content matched, which is rare).
    private static func changed(_ cell: Cell, comparedWith other: UnsafeBufferPointer<Cell>) -> Bool {
        let index = index(of: cell.cellID, in: other)
        return index == other.count || other[index].cellID != cell.cellID || !other[index].hasSameContent(as: cell)
    }

    /// Where `id` is or would go among ascending IDs (a binary search).
    @inline(__always)
    private static func index(of id: Int64, count: Int, idAt: (Int) -> Int64) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if idAt(middle) < id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func index(of id: Int64, in cells: UnsafeBufferPointer<Cell>) -> Int {
        index(of: id, count: cells.count) { cells[$0].cellID }
    }

    /// The index of the section with this ID, if there is one.
    private static func index(of sectionID: Int64, in sections: [Section]) -> Int? {
        sections.withUnsafeBufferPointer { sections in
            let index = index(of: sectionID, count: sections.count) { sections[$0].sectionID }
            return index < sections.count && sections[index].sectionID == sectionID ? index : nil
        }
    }
}
