/// The rules on IDs and cell types: ascending, unique IDs (the invariant animated
/// updates rely on) and declared, used cell types. `SectionChecks` runs them as
/// the decoder goes, section by section.
enum SpecValidator {
    static func sectionOrderFindings(_ table: Table, path: String) -> [Finding] {
        var findings: [Finding] = []
        checkAscending(table.sections.map { ($0.sectionID, $0.idLocation) }) { id, previous, isDuplicate, location in
            findings.append(isDuplicate
                ? Finding(path: path, location: location, rule: .duplicateSectionID,
                          message: "sectionID \(id) appears twice in table \(table.name); each section needs its own ID")
                : Finding(path: path, location: location, rule: .sectionOrder,
                          message: "sectionID \(id) must be greater than the previous sectionID \(previous) in table \(table.name)"))
        }
        return findings
    }

    /// `index`: the section's place among the table's sections.
    static func cellOrderFindings(_ section: Section, index: Int, table: Table, path: String) -> [Finding] {
        var findings: [Finding] = []
        checkAscending(section.cells.map { ($0.cellID, $0.idLocation) }) { id, previous, isDuplicate, location in
            findings.append(isDuplicate
                ? Finding(path: path, location: location, rule: .duplicateCellID,
                          message: "cellID \(id) appears twice in section [\(index)] (sectionID \(section.sectionID)); each cell needs its own ID")
                : Finding(path: path, location: location, rule: .cellOrder,
                          message: "cellID \(id) must be greater than the previous cellID \(previous) in section [\(index)] (sectionID \(section.sectionID))"))
        }
        return findings
    }

    /// A cell whose cell type the table does not declare.
    static func unknownCellTypeFinding(_ cell: Cell, table: Table, path: String) -> Finding {
        let hint = KeySuggestion.nearest(to: cell.cellType, in: table.cellTypes.map(\.name)).map { "did you mean '\($0)'?" }
            ?? "declare it under cellTypes"
        return Finding(path: path, location: cell.cellTypeLocation, rule: .unknownCellType,
                       message: "cellType '\(cell.cellType)' is not declared in the cellTypes of table \(table.name); \(hint)")
    }

    static func unusedCellTypeFindings(_ table: Table, used: Set<String>, path: String) -> [Finding] {
        table.cellTypes.filter { !used.contains($0.name) }.map { type in
            Finding(path: path, location: type.location, rule: .unusedCellType,
                    message: "cell type '\(type.name)' is declared in table \(table.name) but no cell uses it")
        }
    }

    /// Calls `violation` for each ID not greater than the one before it (an order
    /// error) and for each ID that appeared earlier (a duplicate, reported instead).
    private static func checkAscending(_ ids: [(Int64, SourceLocation)],
                                       violation: (Int64, Int64, Bool, SourceLocation) -> Void) {
        var seen: Set<Int64>?
        for index in ids.indices {
            let (id, location) = ids[index]
            let outOfOrder = index > 0 && id <= ids[index - 1].0
            if outOfOrder, seen == nil { seen = Set(ids[..<index].map(\.0)) }
            // After the first violation, any ID seen before is a duplicate, even one that ascends locally.
            if let earlier = seen, earlier.contains(id) || outOfOrder {
                violation(id, ids[max(index - 1, 0)].0, earlier.contains(id), location)
            }
            seen?.insert(id)
        }
    }
}
