extension Rule {
    /// `new-enum-case`: a viewModel holds an enum string the old enum lacks (a warning while the
    /// case is only declared).
    public static let newEnumCase = Rule(RuleDescriptor(
        id: "new-enum-case",
        severity: .error,
        warnsWhileOnlyDeclared: true,
        summary: "A viewModel holds an enum string that the old spec's enum lacks: old builds fail to decode it (a warning while the case is only declared).",
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
    ))
}

/// `new-enum-case`: a viewModel holds an enum string that the old spec's enum lacks, so old builds
/// fail to decode it (found by `OldTypeReader`).
enum NewEnumCaseCheck {
    /// The string `text` (as a message quotes it) at `path`, which the old enum `type` lacks.
    static func finding(_ text: String, oldName: String, path: OldTypePath, type: String) -> FindingDraft {
        FindingDraft(rule: .newEnumCase, message: "\(oldName) declares \(path.shown) as \(type); this value is '\(text)', "
                     + "a case old builds do not know")
    }

    /// The case `added` of the enum at `path`, the old `name` (written `type`), that no value uses
    /// yet: a warning.
    static func declaredOnly(_ added: String, oldName: String, path: OldTypePath, name: String, type: String) -> FindingDraft {
        FindingDraft(rule: .newEnumCase, message: "\(oldName) declares \(path.shown) as \(name) (\(type)); this spec adds '\(added)', "
                     + "a case old builds do not know", severity: .warning)
    }
}
