/// Finds rows that look renumbered (contract section 4): in a kept section, a reloaded cell whose
/// old content now stands under a neighbouring cellID (a row inserted by renumbering the ones
/// after it, a row moved up, two rows swapped), or whose new content stood under a neighbouring
/// cellID before (a row deleted that way, or moved down); one such cell is enough. The content
/// found must not have stood there already (a row that stays as it was is no destination of a
/// move). A real reload (content found nowhere near), a pure insert or delete, is none.
///
/// It runs after the merge (which does no extra work for it) and looks only at reloaded cells
/// and at the few rows around each: a diff pays for it only where rows reload, a few
/// instructions per neighbour compared when their contents differ.
enum RenumberingDetector {
    /// How many rows a content may have travelled and still count (a shift by 1 to 3 rows: a
    /// few rows inserted, deleted or moved by renumbering).
    static var window: Int { 3 }

    /// The table's warning, if a kept section has renumbered-looking rows. `reloaded` is the
    /// merge's `reloadRows` (old coordinates, ascending; rows of kept sections only): read after
    /// the merge, so the merge itself does no extra work.
    static func warning(table: String, old: Table, new: Table, reloaded: [TableIndexPath]) -> DiffWarning? {
        guard !reloaded.isEmpty else { return nil }
        var sections: [(sectionID: Int64, cellIDs: [Int64])] = []
        var start = 0
        while start < reloaded.count {
            let section = reloaded[start].section
            var end = start + 1
            while end < reloaded.count, reloaded[end].section == section { end += 1 }
            let sectionID = old.sections[section].sectionID
            if let newIndex = index(of: sectionID, in: new.sections) {
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

    /// The cellIDs of the reloaded cells (`reloaded`, rows of one kept section) whose content
    /// moved between them and a neighbouring cellID.
    private static func renumberedCellIDs(_ reloaded: ArraySlice<TableIndexPath>,
                                          _ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) -> [Int64] {
        var ids: [Int64] = []
        var newRow = 0
        var memo = PairMemo(old: old.count, new: new.count)
        for path in reloaded {
            let row = path.row
            // Reloaded rows ascend in both versions: the new row is found after the last one.
            newRow += index(of: old[row].cellID, in: UnsafeBufferPointer(rebasing: new[newRow...]))
            guard newRow < new.count else { break }
            if moved(oldRow: row, newRow: newRow, old, new, &memo) { ids.append(old[row].cellID) }
        }
        return ids
    }

    /// Whether the reloaded cell at these rows had its old content moved to a neighbour within
    /// `window` rows (a content that neighbour did not already have), or got its new content
    /// from one (a content that neighbour no longer has).
    private static func moved(oldRow: Int, newRow: Int, _ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>,
                              _ memo: inout PairMemo) -> Bool {
        for d in 1...window {
            for j in stride(from: newRow - d, through: newRow + d, by: 2 * d) where j >= 0 && j < new.count {
                if memo.same(old, oldRow, new, j), changed(new, j, comparedWith: old) { return true }
            }
            for i in stride(from: oldRow - d, through: oldRow + d, by: 2 * d) where i >= 0 && i < old.count {
                if memo.same(old, i, new, newRow), changed(old, i, comparedWith: new) { return true }
            }
        }
        return false
    }

    /// `same` of an old row and a new row, remembered for the pairs met lately: the rows around
    /// consecutive reloaded rows overlap, so most pairs are met twice, once from each side. A pair
    /// is kept in the slot of its rows modulo 8, which no other pair met in the meantime shares
    /// while `window` is at most 3 (the rows around one reloaded row span 7).
    /// Each row's viewModel fingerprint is worked out once, the first time a pair needs it.
    private struct PairMemo {
        private var pairs = [Int](repeating: -1, count: 64)
        private var answers = [Bool](repeating: false, count: 64)
        /// `ValueFingerprint`s of the section's old and new rows (0: not worked out yet; a row without viewModel: 2).
        private var oldFingerprints: [UInt64]
        private var newFingerprints: [UInt64]

        init(old: Int, new: Int) {
            oldFingerprints = [UInt64](repeating: 0, count: old)
            newFingerprints = [UInt64](repeating: 0, count: new)
        }

        mutating func same(_ old: UnsafeBufferPointer<Cell>, _ i: Int, _ new: UnsafeBufferPointer<Cell>, _ j: Int) -> Bool {
            let slot = (i & 7) << 3 | (j & 7), pair = i << 32 | j
            if pairs[slot] == pair { return answers[slot] }
            let answer = Self.fingerprint(old, i, &oldFingerprints) == Self.fingerprint(new, j, &newFingerprints)
                && RenumberingDetector.same(old, i, new, j)
            (pairs[slot], answers[slot]) = (pair, answer)
            return answer
        }

        @inline(__always)
        private static func fingerprint(_ cells: UnsafeBufferPointer<Cell>, _ k: Int, _ known: inout [UInt64]) -> UInt64 {
            if known[k] == 0 { known[k] = cells[k].viewModel.map(ValueFingerprint.of) ?? 2 }
            return known[k]
        }
    }

    /// Whether `x[i]` and `y[j]` have the same content. This runs for a few neighbours of every
    /// reloaded row whose viewModels' fingerprints match (see `PairMemo`): a few instructions tell
    /// most of the rest apart (the viewModels' digests, where kept, and the cell types' lengths),
    /// then the viewModels, read in place; only cells whose viewModels are equal are compared whole
    /// (a cell handed to a method is copied, every reference in it retained).
    @inline(__always)
    private static func same(_ x: UnsafeBufferPointer<Cell>, _ i: Int, _ y: UnsafeBufferPointer<Cell>, _ j: Int) -> Bool {
        // 0 is an unknown digest.
        let a = x[i].viewModel?.digest ?? 0, b = y[j].viewModel?.digest ?? 0
        guard a == b || a == 0 || b == 0, x[i].cellType.utf8.count == y[j].cellType.utf8.count,
              x[i].viewModel == y[j].viewModel else { return false }
        return x[i].hasSameContent(as: y[j])
    }

    /// Whether `cells[k]` has no cell of its ID with the same content on the other side (looked up
    /// only when a content matched, which is rare).
    private static func changed(_ cells: UnsafeBufferPointer<Cell>, _ k: Int, comparedWith other: UnsafeBufferPointer<Cell>) -> Bool {
        let index = index(of: cells[k].cellID, in: other)
        return index == other.count || other[index].cellID != cells[k].cellID || !other[index].hasSameContent(as: cells[k])
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
