extension Rule {
    /// `unknown-cell-type`: a cell names a cell type its table does not declare.
    public static let unknownCellType = Rule(RuleDescriptor(
        id: "unknown-cell-type",
        severity: .error,
        summary: "A cell names a cellType that the table's cellTypes does not declare.",
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
        autofix: .safeOrUnsafe
    ))
}

/// `unknown-cell-type`: a cell names a cell type its table does not declare (the cell types'
/// use is tracked as the sections are decoded, see `DeclaredCellTypes`).
enum UnknownCellTypeCheck {
    /// A cell whose cell type (`cellType`) the table does not declare, with the nearest declared one as a hint
    /// (and its fix, where it is the only one as near).
    static func finding(_ cellType: String, table: Table) -> FindingDraft {
        let names = table.cellTypes.map(\.name)
        let hint = KeySuggestion.nearest(to: cellType, in: names).map { "did you mean '\($0)'?" } ?? "declare it under cellTypes"
        return FindingDraft(rule: .unknownCellType,
                            message: "cellType '\(cellType)' is not declared in the cellTypes of table \(table.name); \(hint)",
                            fix: KeySuggestion.fix(for: cellType, in: names))
    }
}
