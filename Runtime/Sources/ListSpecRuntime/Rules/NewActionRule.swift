extension Rule {
    /// `new-action`: a cell has an action no cell of the old table has.
    public static let newAction = Rule(RuleDescriptor(
        id: "new-action",
        severity: .error,
        summary: "A cell has an action that no cell of the old table has: old builds' Action enum cannot hold it.",
        checks: "Each cell's action is one that a cell of the old table has.",
        why: "Old builds' generated Action enum has a case per action of the old table; a new action does not fit it, so tapping the row does nothing.",
        fix: "Ship the action in an app build first, and serve it once that build is what users have.",
        docsEntry: "a cell of NEW has an `action` that no cell of OLD's table has (old builds' generated `Action` enum cannot hold it: the tap does nothing)",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Row, action: shareRecipe}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Row, action: openRecipe}, {cellID: 1, cellType: Row, action: openRecipe}]
        """,
        against: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Row, action: openRecipe}]
        """
    ))
}

/// `new-action`: a cell has an action that no cell of the old table has, which old builds' Action
/// enum cannot hold (`TableCompatibility`).
enum NewActionCheck {
    /// A cell's `action` that no cell of the old table (`table` of the spec named `oldName`, whose actions are `actions`) has.
    static func finding(_ action: String, oldName: String, table: String, actions: Set<String>) -> FindingDraft {
        FindingDraft(rule: .newAction, message: "\(oldName) has no action '\(action)' in table '\(table)' "
                     + "(\(actions.isEmpty ? "it has none" : "its actions are " + actions.sorted().joined(separator: ", "))): "
                     + "old builds' Action enum cannot hold it, so the tap does nothing")
    }
}
