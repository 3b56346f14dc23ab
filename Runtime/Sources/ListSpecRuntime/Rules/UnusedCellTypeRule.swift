extension Rule {
    /// `unused-cell-type`: a declared cell type that no cell uses (a warning).
    public static let unusedCellType = Rule(RuleDescriptor(
        id: "unused-cell-type",
        severity: .warning,
        summary: "A declared cell type that no cell uses.",
        checks: "Each declared cell type is used by some cell.",
        why: "A registered but unused cell class is dead code in the app, often left after a rename.",
        fix: "Remove the declaration, or use the cell type.",
        docsEntry: "a declared cell type no cell uses",
        triggers: """
        cellTypes: {Title: {height: 44}, Detail: {height: 60}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}]
        """,
        passes: """
        cellTypes: {Title: {height: 44}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}]
        """
    ))
}

/// `unused-cell-type`: a declared cell type that no cell uses (a warning).
enum UnusedCellTypeCheck {
    /// A finding at each of `table`'s cell types that no cell used; `isUsed(d)`: whether a cell
    /// used the name of the `d`th declared cell type.
    static func findings(_ table: Table, isUsed: (Int) -> Bool, path: String) -> [Finding] {
        table.cellTypes.indices.filter { !isUsed($0) }.map { table.cellTypes[$0] }.map { type in
            Finding(path: path, location: type.location,
                    FindingDraft(rule: .unusedCellType, message: "cell type '\(type.name)' is declared in table \(table.name) but no cell uses it"))
        }
    }
}
