/// `new-cell-type`: a cell has a cell type the old table does not declare, or, declaring none, does
/// not use: old builds register no cell for it (`TableCompatibility`).
enum NewCellTypeCheck {
    /// A cell's `cellType` that the old table (`table` of the spec named `oldName`) does not register;
    /// `declares`: whether the old table declares its cell types (else its cells' use registers them);
    /// `registered`: the names it registers.
    static func finding(_ cellType: String, oldName: String, table: String, declares: Bool, registered: [String]) -> FindingDraft {
        FindingDraft(rule: .newCellType, message: "\(oldName) \(declares ? "declares" : "uses") no cell type '\(cellType)' in table '\(table)' "
                     + "(\(registered.isEmpty ? "it has none" : "it has " + registered.sorted().joined(separator: ", "))): old builds register no cell for it")
    }

    /// The new table's declared `cellType`, which the old table (`table` of the spec named `oldName`)
    /// lacks and no cell uses yet: a warning.
    static func declaredOnly(_ cellType: String, oldName: String, table: String) -> FindingDraft {
        FindingDraft(rule: .newCellType, message: "\(oldName) declares no cell type '\(cellType)' in table '\(table)': "
                     + "old builds register no cell for it, so a cell that uses it will not show there", severity: .warning)
    }
}
