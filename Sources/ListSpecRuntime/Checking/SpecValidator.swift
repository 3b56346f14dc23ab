/// The rules that need the whole model: ascending, unique IDs (the invariant
/// animated updates rely on) and declared, used cell types.
package enum SpecValidator {
    package static func validate(_ spec: Spec) -> [Finding] {
        var findings: [Finding] = []
        func report(_ rule: Rule, _ message: String, at location: SourceLocation) {
            findings.append(Finding(path: spec.path, location: location, rule: rule, message: message))
        }
        for table in spec.tables {
            checkAscending(table.sections.map { ($0.sectionID, $0.idLocation) }) { id, previous, isDuplicate, location in
                if isDuplicate {
                    report(.duplicateSectionID, "sectionID \(id) appears twice in table \(table.name); each section needs its own ID", at: location)
                } else {
                    report(.sectionOrder, "sectionID \(id) must be greater than the previous sectionID \(previous) in table \(table.name)", at: location)
                }
            }
            for (index, section) in table.sections.enumerated() {
                checkAscending(section.cells.map { ($0.cellID, $0.idLocation) }) { id, previous, isDuplicate, location in
                    if isDuplicate {
                        report(.duplicateCellID, "cellID \(id) appears twice in section [\(index)] (sectionID \(section.sectionID)); each cell needs its own ID",
                               at: location)
                    } else {
                        report(.cellOrder, "cellID \(id) must be greater than the previous cellID \(previous) in section [\(index)] (sectionID \(section.sectionID))", at: location)
                    }
                }
            }
            guard !table.cellTypes.isEmpty else { continue }
            let declared = Set(table.cellTypes.map(\.name))
            var used = Set<String>()
            for section in table.sections {
                for cell in section.cells {
                    used.insert(cell.cellType)
                    if !declared.contains(cell.cellType) {
                        let hint = KeySuggestion.nearest(to: cell.cellType, in: table.cellTypes.map(\.name)).map { "did you mean '\($0)'?" }
                            ?? "declare it under cellTypes"
                        report(.unknownCellType, "cellType '\(cell.cellType)' is not declared in the cellTypes of table \(table.name); \(hint)",
                               at: cell.cellTypeLocation)
                    }
                }
            }
            for type in table.cellTypes where !used.contains(type.name) {
                report(.unusedCellType, "cell type '\(type.name)' is declared in table \(table.name) but no cell uses it", at: type.location)
            }
        }
        return findings
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
