import ListSpecRuntime

extension RuleDescriptor {
    /// `unknown-cell-type`.
    static let unknownCellType = RuleDescriptor(
        rule: .unknownCellType,
        checks: "Each cell's cellType is declared in its table's cellTypes (when the table has cellTypes).",
        why: "The cellType is the reuse identifier; dequeueReusableCell(withIdentifier:) raises for an identifier that was never registered.",
        fix: "Declare the cell type under cellTypes, or fix its spelling (the message suggests the nearest).",
        docsEntry: "a cell's `cellType` is not declared in the table's `cellTypes` (only when it declares any)",
        triggers: """
        cellTypes: {Title: {height: 44}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}, {cellID: 1, cellType: Titel}]
        """,
        passes: """
        cellTypes: {Title: {height: 44}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}, {cellID: 1, cellType: Title}]
        """,
        autofix: .safe
    )
}
