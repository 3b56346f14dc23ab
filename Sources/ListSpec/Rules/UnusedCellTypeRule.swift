import ListSpecRuntime

extension RuleDescriptor {
    /// `unused-cell-type`.
    static let unusedCellType = RuleDescriptor(
        rule: .unusedCellType,
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
    )
}
