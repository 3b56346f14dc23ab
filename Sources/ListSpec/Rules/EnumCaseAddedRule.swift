import ListSpecRuntime

extension RuleDescriptor {
    /// `enum-case-added`, a rule of listspec breaking: its examples are new versions of `against`.
    static let enumCaseAdded = RuleDescriptor(
        rule: .enumCaseAdded,
        checks: "Each case of an enum is a case of the old spec's enum (a warning: no value uses the new case yet).",
        why: "An added enum value may break existing clients: the first value that uses it fails to decode in old builds.",
        fix: "Ship the case in an app build first, and use it in specs once that build is what users have.",
        docsEntry: "an enum declares a case OLD's enum lacks, though no value uses it yet",
        triggers: """
        types: {Level: [easy, hard, expert]}
        cellTypes: {LevelCell: {viewModel: Level}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: LevelCell, viewModel: easy}]
        """,
        passes: """
        types: {Level: [easy, hard]}
        cellTypes: {LevelCell: {viewModel: Level}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: LevelCell, viewModel: hard}]
        """,
        against: """
        types: {Level: [easy, hard]}
        cellTypes: {LevelCell: {viewModel: Level}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: LevelCell, viewModel: easy}]
        """
    )
}
