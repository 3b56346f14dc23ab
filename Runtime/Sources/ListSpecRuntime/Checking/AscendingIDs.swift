/// The one pass over a list's IDs that finds both rules on them: `section-order` and
/// `duplicate-section-id` over a table's sections, `cell-order` and `duplicate-cell-id` over a
/// section's cells (the invariant animated updates rely on). It tells where the IDs conflict; each
/// rule's check words the conflicts it reports (`SectionOrderCheck`, `DuplicateSectionIDCheck`,
/// `CellOrderCheck`, `DuplicateCellIDCheck`).
enum AscendingIDs {
    /// Where an ID breaks the rules, and how to fix it.
    struct Conflict {
        enum Kind {
            /// The ID repeats one first written on `otherLine` (a duplicate rule's).
            case repeated
            /// The ID is out of order with its neighbour written on `otherLine` (an order rule's).
            case outOfOrder(Order)
        }
        enum Order {
            /// The ID is not less than the next one.
            case notLessThanNext(Int64)
            /// The ID is not greater than the previous one.
            case notGreaterThanPrevious(Int64)
        }
        let kind: Kind
        let id: Int64
        let otherLine: Int
        /// How to fix it: a free ID between the row's neighbours, or the advice to renumber.
        let fix: String
        /// An ID free between the row's neighbours, nil when there is none.
        let freeID: Int64?

        /// What the finding is about, as data: the editor's fix writes the free ID.
        var subject: FindingSubject { .misplacedID(id: id, otherLine: otherLine, freeID: freeID) }

        /// The unsafe fix: the free ID written over this one (none where there is none).
        var idFix: FindingFix? { freeID.map { .renumber(id, to: $0) } }
    }

    /// `section-order` and `duplicate-section-id` of a table's sections.
    static func sectionFindings(_ table: Table, path: String) -> [Finding] {
        // Nearly always the IDs ascend: that is told without gathering them.
        if isAscending(table.sections.count, { table.sections[$0].sectionID }) { return [] }
        let place = "table \(table.name)"
        return findings(table.sections.map { ($0.sectionID, $0.idLocation) }, key: "sectionID", noun: "section", path: path) { conflict in
            switch conflict.kind {
            case .repeated: DuplicateSectionIDCheck.finding(conflict, in: place)
            case .outOfOrder(let order): SectionOrderCheck.finding(conflict, order, in: place)
            }
        }
    }

    /// `cell-order` and `duplicate-cell-id` of a section's cells.
    /// `index`: the section's place among the table's sections.
    static func cellFindings(_ section: Section, index: Int, path: String) -> [Finding] {
        cellFindings(count: section.cells.count, id: { section.cells[$0].cellID }, location: { section.cells[$0].idLocation },
                     sectionID: section.sectionID, index: index, path: path)
    }

    /// The cells' IDs and where they are written, by place: the locations are asked for only when the IDs do not ascend.
    static func cellFindings(count: Int, id: (Int) -> Int64, location: (Int) -> SourceLocation, sectionID: Int64, index: Int,
                             path: String) -> [Finding] {
        if isAscending(count, id) { return [] }
        let place = "section [\(index)] (sectionID \(sectionID))"
        return findings((0..<count).map { (id($0), location($0)) }, key: "cellID", noun: "cell", path: path) { conflict in
            switch conflict.kind {
            case .repeated: DuplicateCellIDCheck.finding(conflict, in: place)
            case .outOfOrder(let order): CellOrderCheck.finding(conflict, order, in: place)
            }
        }
    }

    /// Whether the `count` IDs strictly ascend (a closure, not a key path: a key path is a runtime call per element).
    @inline(__always)
    private static func isAscending(_ count: Int, _ id: (Int) -> Int64) -> Bool {
        guard count > 1 else { return true }
        var previous = id(0)
        for index in 1..<count {
            let current = id(index)
            if current <= previous { return false }
            previous = current
        }
        return true
    }

    /// A finding (worded by `draft`) for each ID that repeats an earlier one (naming the first
    /// copy's line) and for each row that breaks the ascending order, each with a free ID between
    /// the row's neighbours (or the advice to renumber where there is none). Of two rows out of
    /// order, the one reported is the one whose removal makes the rest ascend; when either would,
    /// the one farther from the row before them (a row inserted with a too-large ID, 10, 50, 20,
    /// is the 50), and with none before them the later. `key`, `noun`: the IDs' key and what they
    /// number, as the fix names them.
    private static func findings(_ ids: [(Int64, SourceLocation)], key: String, noun: String, path: String,
                                 draft: (Conflict) -> FindingDraft) -> [Finding] {
        var findings: [Finding] = []
        var firstLine: [Int64: Int] = [:]
        firstLine.reserveCapacity(ids.count)
        let taken = Set(ids.map(\.0))
        let step = FreeID.step(of: ids.lazy.map(\.0))
        // The rows kept in order so far: the last and the one before it.
        var last: Int?, beforeLast: Int?
        func report(_ kind: Conflict.Kind, at index: Int, otherLine: Int, low: Int64?, high: Int64?) {
            let high = high.flatMap { high in low.map { high > $0 } ?? true ? high : nil }
            let free = FreeID.between(low, high, step: step, isTaken: taken.contains)
            let conflict = Conflict(kind: kind, id: ids[index].0, otherLine: otherLine,
                                    fix: fix(free, low: low, high: high, key: key, noun: noun), freeID: free)
            findings.append(Finding(path: path, location: ids[index].1, draft(conflict)))
        }
        for index in ids.indices {
            let (id, location) = ids[index]
            let next = index + 1 < ids.count ? ids[index + 1].0 : nil
            if let first = firstLine[id] {
                report(.repeated, at: index, otherLine: first, low: last.map { ids[$0].0 }, high: next)
                continue
            }
            firstLine[id] = location.line
            guard let previous = last, id <= ids[previous].0 else {
                (beforeLast, last) = (last, index)
                continue
            }
            let previousID = ids[previous].0, earlierID = beforeLast.map { ids[$0].0 }
            // (A duplicate of this ID next is its own finding, not a reason to keep the previous row.)
            let withoutPrevious = (earlierID.map { $0 < id } ?? true) && (next.map { id <= $0 } ?? true)
            let withoutThis = next.map { previousID < $0 } ?? true
            let previousIsOff = withoutPrevious && (!withoutThis || earlierID.map { id.distance(to: $0).magnitude < previousID.distance(to: $0).magnitude } ?? false)
            if previousIsOff {
                report(.outOfOrder(.notLessThanNext(id)), at: previous, otherLine: location.line, low: earlierID, high: id)
                last = index
            } else {
                report(.outOfOrder(.notGreaterThanPrevious(previousID)), at: index, otherLine: ids[previous].1.line, low: previousID, high: next)
            }
        }
        return findings.sortedByLocation()
    }

    /// How to fix an ID: the free one between its neighbours, or where there is none, the advice.
    private static func fix(_ free: Int64?, low: Int64?, high: Int64?, key: String, noun: String) -> String {
        let between = switch (low, high) {
        case let (low?, high?): "between \(low) and \(high)"
        case let (low?, nil): "after \(low)"
        case let (nil, high?): "before \(high)"
        case (nil, nil): ""
        }
        guard let free else {
            return "there is no free \(key) \(between): renumber leaving gaps (10, 20, 30; see \(DocumentationLink.choosingIDs))"
        }
        return "give this \(noun) a free \(key) \(between), e.g. \(free)"
    }
}
