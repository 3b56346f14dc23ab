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
