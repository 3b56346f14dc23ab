/// `cell-type-added`: a declared cell type that old builds do not register, not yet used by a cell
/// (a warning; `TableCompatibility`).
enum CellTypeAddedCheck {
    /// The new table's cell type `cellType`, which the old table (`table` of the spec named `oldName`) lacks.
    static func finding(_ cellType: String, oldName: String, table: String) -> FindingDraft {
        FindingDraft(rule: .cellTypeAdded, message: "\(oldName) declares no cell type '\(cellType)' in table '\(table)': "
                     + "old builds register no cell for it, so a cell that uses it will not show there")
    }
}
