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
