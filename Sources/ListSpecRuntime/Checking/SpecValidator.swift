/// The rules on IDs and cell types: ascending, unique IDs (the invariant animated
/// updates rely on) and declared, used cell types. `SectionChecks` runs them as
/// the decoder goes, section by section.
enum SpecValidator {
    static func sectionOrderFindings(_ table: Table, path: String) -> [Finding] {
        // Nearly always the IDs ascend: that is told without gathering them.
        if isAscending(table.sections.count, { table.sections[$0].sectionID }) { return [] }
        return ascendingFindings(table.sections.map { ($0.sectionID, $0.idLocation) }, path: path,
                                 kind: IDKind(key: "sectionID", noun: "section", place: "table \(table.name)",
                                              duplicate: .duplicateSectionID, outOfOrder: .sectionOrder))
    }

    /// `index`: the section's place among the table's sections.
    static func cellOrderFindings(_ section: Section, index: Int, path: String) -> [Finding] {
        cellOrderFindings(count: section.cells.count, id: { section.cells[$0].cellID }, location: { section.cells[$0].idLocation },
                          sectionID: section.sectionID, index: index, path: path)
    }

    /// The cells' IDs and where they are written, by place: the locations are asked for only when the IDs do not ascend.
    static func cellOrderFindings(count: Int, id: (Int) -> Int64, location: (Int) -> SourceLocation, sectionID: Int64, index: Int,
                                  path: String) -> [Finding] {
        if isAscending(count, id) { return [] }
        return ascendingFindings((0..<count).map { (id($0), location($0)) }, path: path,
                                 kind: IDKind(key: "cellID", noun: "cell", place: "section [\(index)] (sectionID \(sectionID))",
                                              duplicate: .duplicateCellID, outOfOrder: .cellOrder))
    }

    /// A cell whose cell type (`cellType`, written at `location`) the table does not declare.
    static func unknownCellTypeFinding(_ cellType: String, at location: SourceLocation, table: Table, path: String) -> Finding {
        let hint = KeySuggestion.nearest(to: cellType, in: table.cellTypes.map(\.name)).map { "did you mean '\($0)'?" }
            ?? "declare it under cellTypes"
        return Finding(path: path, location: location, rule: .unknownCellType,
                       message: "cellType '\(cellType)' is not declared in the cellTypes of table \(table.name); \(hint)")
    }

    /// `isUsed(d)`: whether a cell used the name of the `d`th declared cell type.
    static func unusedCellTypeFindings(_ table: Table, isUsed: (Int) -> Bool, path: String) -> [Finding] {
        table.cellTypes.indices.filter { !isUsed($0) }.map { table.cellTypes[$0] }.map { type in
            Finding(path: path, location: type.location, rule: .unusedCellType,
                    message: "cell type '\(type.name)' is declared in table \(table.name) but no cell uses it")
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

    /// What the IDs of a list are: cellIDs of a section, or sectionIDs of a table.
    private struct IDKind {
        var key: String
        var noun: String
        /// Where the list is, as a message says it.
        var place: String
        var duplicate: Rule
        var outOfOrder: Rule
    }

    /// A finding for each ID that repeats an earlier one (a duplicate, naming the first copy's
    /// line) and for each row that breaks the ascending order, each with a free ID between the
    /// row's neighbours (or the advice to renumber where there is none) and that data as the
    /// finding's subject. Of two rows out of order, the one reported is the one whose removal
    /// makes the rest ascend; when either would, the one farther from the row before them (a
    /// row inserted with a too-large ID, 10, 50, 20, is the 50), and with none before them the later.
    private static func ascendingFindings(_ ids: [(Int64, SourceLocation)], path: String, kind: IDKind) -> [Finding] {
        var findings: [Finding] = []
        var firstLine: [Int64: Int] = [:]
        firstLine.reserveCapacity(ids.count)
        let taken = Set(ids.map(\.0))
        let step = FreeID.step(of: ids.lazy.map(\.0))
        // The rows kept in order so far: the last and the one before it.
        var last: Int?, beforeLast: Int?
        func report(_ rule: Rule, at index: Int, otherLine: Int, _ what: String, low: Int64?, high: Int64?) {
            let high = high.flatMap { high in low.map { high > $0 } ?? true ? high : nil }
            let free = FreeID.between(low, high, step: step, isTaken: taken.contains)
            var finding = Finding(path: path, location: ids[index].1, rule: rule,
                                  message: what + "; " + hint(free, low: low, high: high, kind: kind))
            finding.subject = .misplacedID(id: ids[index].0, otherLine: otherLine, freeID: free)
            findings.append(finding)
        }
        for index in ids.indices {
            let (id, location) = ids[index]
            let next = index + 1 < ids.count ? ids[index + 1].0 : nil
            if let first = firstLine[id] {
                report(kind.duplicate, at: index, otherLine: first,
                       "\(kind.key) \(id) appears twice in \(kind.place), first on line \(first); each \(kind.noun) needs its own ID",
                       low: last.map { ids[$0].0 }, high: next)
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
                report(kind.outOfOrder, at: previous, otherLine: location.line,
                       "\(kind.key) \(previousID) must be less than the next \(kind.key) \(id) in \(kind.place)", low: earlierID, high: id)
                last = index
            } else {
                report(kind.outOfOrder, at: index, otherLine: ids[previous].1.line,
                       "\(kind.key) \(id) must be greater than the previous \(kind.key) \(previousID) in \(kind.place)", low: previousID, high: next)
            }
        }
        return findings.sortedByLocation()
    }

    /// How to fix an ID: the free one between its neighbours, or where there is none, the advice.
    private static func hint(_ free: Int64?, low: Int64?, high: Int64?, kind: IDKind) -> String {
        let between = switch (low, high) {
        case let (low?, high?): "between \(low) and \(high)"
        case let (low?, nil): "after \(low)"
        case let (nil, high?): "before \(high)"
        case (nil, nil): ""
        }
        guard let free else {
            return "there is no free \(kind.key) \(between): renumber leaving gaps (10, 20, 30; see \"Choosing IDs\" in Docs/SpecFormat.md)"
        }
        return "give this \(kind.noun) a free \(kind.key) \(between), e.g. \(free)"
    }
}
