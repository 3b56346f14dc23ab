/// Finds rows that look renumbered: in a kept section, two or more reloaded cells in a row
/// (adjacent in both versions) whose old contents now stand a few rows further down under other
/// cellIDs (a row inserted by renumbering the ones after it, or moved up), or whose new contents
/// stood a few rows further down before (a row deleted that way, or moved down), all by the same
/// number of rows. A real reload (new content in place), a pure insert or delete, and a single
/// coincidence are not renumberings.
///
/// It looks only at reloaded cells and at the few rows beside each, so a diff pays for it only
/// where rows reload: at most `2 * window` content comparisons per reloaded cell that has a
/// reloaded neighbour.
struct RenumberingDetector {
    /// How many rows a content may have travelled and still count (a shift by 1 to 3 rows: a
    /// few rows inserted, deleted or moved by renumbering).
    static let window = 3

    /// A reloaded cell's rows in the old and the new section.
    private struct Rows {
        var old: Int
        var new: Int
    }

    /// The reloaded cells of the kept section being merged, in merge order.
    private var reloaded: [Rows] = []
    /// The kept sections found so far with renumbered-looking rows, ascending by sectionID.
    private(set) var sections: [(sectionID: Int64, cellIDs: [Int64])] = []

    /// A cell of the section being merged reloads.
    mutating func noteReloaded(oldRow: Int, newRow: Int) {
        reloaded.append(Rows(old: oldRow, new: newRow))
    }

    /// The section whose cells were just merged is kept: look at its reloaded cells.
    mutating func sectionKept(_ old: Section, _ new: Section) {
        defer { reloaded.removeAll(keepingCapacity: true) }
        guard reloaded.count >= 2 else { return }
        let ids = old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells in renumberedCellIDs(oldCells, newCells) }
        }
        if !ids.isEmpty { sections.append((old.sectionID, ids)) }
    }

    /// The table's warning, if any of its kept sections has renumbered-looking rows.
    func warning(table: String) -> DiffWarning? {
        sections.isEmpty ? nil : DiffWarning.renumberedCells(table: table, sections: sections)
    }

    /// Where one reloaded cell's contents travelled, as bit sets over shifts 1...window.
    private struct Shifts {
        /// Bit d-1: the old content now stands d rows further down.
        var down: UInt8 = 0
        /// Bit d-1: the new content stood d rows further down.
        var up: UInt8 = 0

        var isEmpty: Bool { down == 0 && up == 0 }

        func shares(with other: Shifts) -> Bool { down & other.down != 0 || up & other.up != 0 }
    }

    /// The cellIDs of the reloaded cells that pair up with a neighbour travelling the same way.
    private func renumberedCellIDs(_ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) -> [Int64] {
        var ids: [Int64] = []
        var previous: Rows?
        // The previous cell's shifts, once worked out (nil: not yet). Each cell's are worked out
        // at most once, and only when a reloaded neighbour needs them.
        var previousShifts: Shifts?
        for rows in reloaded {
            defer { previous = rows }
            guard let before = previous, rows.old == before.old + 1, rows.new == before.new + 1 else {
                previousShifts = nil
                continue
            }
            let first = previousShifts ?? shifts(of: before, old, new)
            // A cell whose contents travelled nowhere pairs with no neighbour.
            guard !first.isEmpty else {
                previousShifts = nil
                continue
            }
            let second = shifts(of: rows, old, new)
            if first.shares(with: second) {
                if ids.last != old[before.old].cellID { ids.append(old[before.old].cellID) }
                ids.append(old[rows.old].cellID)
            }
            previousShifts = second
        }
        return ids
    }

    /// Where a reloaded cell's old and new contents stand or stood within the window, counting only
    /// a row whose own content changed (a row that stays as it was is no destination of a move).
    private func shifts(of rows: Rows, _ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) -> Shifts {
        var shifts = Shifts()
        for d in 1...Self.window {
            if rows.new + d < new.count, old[rows.old].hasSameContent(as: new[rows.new + d]),
               Self.changed(new[rows.new + d], comparedWith: old) {
                shifts.down |= 1 << (d - 1)
            }
            if rows.old + d < old.count, new[rows.new].hasSameContent(as: old[rows.old + d]),
               Self.changed(old[rows.old + d], comparedWith: new) {
                shifts.up |= 1 << (d - 1)
            }
        }
        return shifts
    }

    /// Whether `cell` has no cell of its ID with the same content on the other side (its IDs
    /// ascend: a binary search, made only when a content matched, which is rare).
    private static func changed(_ cell: Cell, comparedWith other: UnsafeBufferPointer<Cell>) -> Bool {
        var low = 0, high = other.count
        while low < high {
            let middle = (low + high) / 2
            if other[middle].cellID < cell.cellID { low = middle + 1 } else { high = middle }
        }
        return low == other.count || other[low].cellID != cell.cellID || !other[low].hasSameContent(as: cell)
    }
}
