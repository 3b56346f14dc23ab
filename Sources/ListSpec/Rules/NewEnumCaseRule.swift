import ListSpecRuntime

extension RuleDescriptor {
    /// `new-enum-case`, a rule of listspec breaking: its examples are new versions of `against`.
    static let newEnumCase = RuleDescriptor(
        rule: .newEnumCase,
        checks: "Each enum string in a viewModel is a case of the old spec's enum.",
        why: "The generated enum of an old build has no case for a string it did not know; decoding the viewModel fails.",
        fix: "Ship the case in an app build first (or decode the enum with a fallback case), and use it once that build is what users have.",
        docsEntry: "a viewModel of NEW holds an enum string that OLD's enum lacks. A warning where NEW declares an enum case that OLD's enum lacks and no value uses it yet",
        triggers: """
        types: {Level: [easy, hard, expert]}
        cellTypes: {LevelCell: {viewModel: Level}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: LevelCell, viewModel: expert}]
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
