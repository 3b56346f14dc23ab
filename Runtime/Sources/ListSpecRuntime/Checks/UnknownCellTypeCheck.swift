/// `unknown-cell-type`: a cell names a cell type its table does not declare (the cell types'
/// use is tracked as the sections are decoded, see `DeclaredCellTypes`).
enum UnknownCellTypeCheck {
    /// A cell whose cell type (`cellType`) the table does not declare, with the nearest declared one as a hint.
    static func finding(_ cellType: String, table: Table) -> FindingDraft {
        let hint = KeySuggestion.nearest(to: cellType, in: table.cellTypes.map(\.name)).map { "did you mean '\($0)'?" }
            ?? "declare it under cellTypes"
        return FindingDraft(rule: .unknownCellType,
                            message: "cellType '\(cellType)' is not declared in the cellTypes of table \(table.name); \(hint)")
    }
}
