/// Where a new or moved row (or section) may go without renumbering its neighbours: the ID
/// advice of "Choosing IDs" in Docs/SpecFormat.md, shared by the ID findings' hints, the
/// editor's completion and its "insert a cell after" action.
package enum FreeID {
    /// The step of a list's IDs when it has fewer than two ascending neighbours.
    package static let defaultStep: Int64 = 10

    /// The step the author numbers with: the most common difference between neighbouring
    /// ascending IDs (on a tie the larger), else `defaultStep`. `10, 20, 30, 35` steps by 10,
    /// `1, 2, 3` by 1: a later insert gets the room the author's own numbering leaves.
    package static func step(of ids: some Sequence<Int64>) -> Int64 {
        var counts: [Int64: Int] = [:]
        var previous: Int64?
        for id in ids {
            if let previous, id > previous {
                let (gap, overflow) = id.subtractingReportingOverflow(previous)
                if !overflow { counts[gap, default: 0] += 1 }
            }
            previous = id
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }?.key ?? defaultStep
    }

    /// A free ID strictly between `low` and `high` (either may be absent: the list's start or
    /// end) that `isTaken` does not claim: the midpoint between two IDs; `step` past the last
    /// (before the first); nil when there is none (neighbours one apart, or the end of Int64).
    package static func between(_ low: Int64?, _ high: Int64?, step: Int64, isTaken: (Int64) -> Bool = { _ in false }) -> Int64? {
        let step = max(step, 1)
        let candidate: Int64?
        switch (low, high) {
        case let (low?, high?):
            guard low < high else { return nil }
            // An overflowing gap: low is negative and high positive, and the halves add up safely.
            let (gap, overflow) = high.subtractingReportingOverflow(low)
            candidate = overflow ? low / 2 + high / 2 : gap >= 2 ? low + gap / 2 : nil
        case let (low?, nil):
            let (next, overflow) = low.addingReportingOverflow(step)
            candidate = overflow ? (low < .max ? low + 1 : nil) : next
        case let (nil, high?):
            let (next, overflow) = high.subtractingReportingOverflow(step)
            candidate = overflow ? (high > .min ? high - 1 : nil) : next
        case (nil, nil):
            candidate = step
        }
        guard let candidate else { return nil }
        if !isTaken(candidate) { return candidate }
        // Only in a list already out of order may the midpoint be taken: look near it.
        for offset in 1...32 {
            for id in [candidate.addingReportingOverflow(Int64(offset)), candidate.subtractingReportingOverflow(Int64(offset))]
            where !id.overflow && (low.map { id.partialValue > $0 } ?? true) && (high.map { id.partialValue < $0 } ?? true) {
                if !isTaken(id.partialValue) { return id.partialValue }
            }
        }
        return nil
    }
}
