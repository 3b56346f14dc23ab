extension Rule {
    /// `new-cell-type`: a cell has a cell type that old builds register no cell for (a warning
    /// while the type is only declared).
    public static let newCellType = Rule(RuleDescriptor(
        id: "new-cell-type",
        severity: .error,
        warnsWhileOnlyDeclared: true,
        summary: "A cell has a cell type the old table does not declare (or, declaring none, does not use): old builds register no cell for it (a warning while the type is only declared).",
        checks: "Each cell's cellType is one that old builds register: declared in the old table's cellTypes (or, where it declares none, used by a cell of the old table).",
        why: "Old builds register a cell class per reuse identifier they know; dequeuing an identifier that was never registered raises, or the cell shows empty.",
        fix: "Ship the cell type in an app build first and serve cells of it once that build is what users have; meanwhile use a cell type old builds know.",
        docsEntry: "a cell of NEW has a cell type that OLD's table does not declare (or, where OLD declares none, that no cell of OLD's table uses): old builds register no cell for it. A warning where NEW's table declares a cell type that OLD's lacks and no cell uses it yet",
        triggers: """
        cellTypes: {Title: {}, Promo: {}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}, {cellID: 1, cellType: Promo}]
        """,
        passes: """
        cellTypes: {Title: {}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}, {cellID: 1, cellType: Title}]
        """,
        against: """
        cellTypes: {Title: {}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}]
        """
    ))
}

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
