import ListSpecRuntime

extension RuleDescriptor {
    /// `cell-type-added`, a rule of listspec breaking: its examples are new versions of `against`.
    static let cellTypeAdded = RuleDescriptor(
        rule: .cellTypeAdded,
        checks: "Each declared cell type is one old builds register (a warning: no cell uses the new one yet).",
        why: "The first cell that uses it will not show in old builds, which register no cell for it.",
        fix: "Ship the cell type in an app build first, and use it once that build is what users have.",
        docsEntry: "a declared cell type old builds do not register, though no cell uses it yet",
        triggers: """
        cellTypes: {Title: {}, Promo: {}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}]
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
