import ListSpecRuntime

extension RuleDescriptor {
    /// `new-cell-type`, a rule of listspec breaking: its examples are new versions of `against`.
    static let newCellType = RuleDescriptor(
        rule: .newCellType,
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
    )
}
