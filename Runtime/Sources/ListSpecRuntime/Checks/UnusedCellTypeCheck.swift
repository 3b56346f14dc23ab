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
