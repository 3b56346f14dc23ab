/// The rules on IDs and cell types: ascending, unique IDs (the invariant animated
/// updates rely on) and declared, used cell types. `SectionChecks` runs them as
/// the decoder goes, section by section.
enum SpecValidator {
    static func sectionOrderFindings(_ table: Table, path: String) -> [Finding] {
        // Nearly always the IDs ascend: that is told without gathering them.
        if isAscending(table.sections.count, { table.sections[$0].sectionID }) { return [] }
        return ascendingFindings(table.sections.map { ($0.sectionID, $0.idLocation) }, path: path,
                          duplicate: (.duplicateSectionID, { "sectionID \($0) appears twice in table \(table.name); each section needs its own ID" }),
                          outOfOrder: (.sectionOrder, { "sectionID \($0) must be greater than the previous sectionID \($1) in table \(table.name)" }))
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
        // Spelled out only for a finding: this runs for every section.
        func place() -> String { "section [\(index)] (sectionID \(sectionID))" }
        return ascendingFindings((0..<count).map { (id($0), location($0)) }, path: path,
                                 duplicate: (.duplicateCellID, { "cellID \($0) appears twice in \(place()); each cell needs its own ID" }),
                                 outOfOrder: (.cellOrder, { "cellID \($0) must be greater than the previous cellID \($1) in \(place())" }))
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

    /// A finding for each ID not greater than the one before it (out of order) and for each
    /// ID that appeared earlier (a duplicate, reported instead).
    private static func ascendingFindings(_ ids: [(Int64, SourceLocation)], path: String,
                                          duplicate: (rule: Rule, message: (Int64) -> String),
                                          outOfOrder: (rule: Rule, message: (Int64, Int64) -> String)) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<Int64>?
        for index in ids.indices {
            let (id, location) = ids[index]
            let isOutOfOrder = index > 0 && id <= ids[index - 1].0
            if isOutOfOrder, seen == nil { seen = Set(ids[..<index].map(\.0)) }
            // After the first violation, any ID seen before is a duplicate, even one that ascends locally.
            if let earlier = seen, earlier.contains(id) {
                findings.append(Finding(path: path, location: location, rule: duplicate.rule, message: duplicate.message(id)))
            } else if isOutOfOrder {
                findings.append(Finding(path: path, location: location, rule: outOfOrder.rule, message: outOfOrder.message(id, ids[index - 1].0)))
            }
            seen?.insert(id)
        }
        return findings
    }
}
