/// `removed-table`: a table of the old spec is not in the new one (`SpecCompatibility`).
enum RemovedTableCheck {
    /// The old spec's (`oldName`) table `table`, which the new one lacks.
    static func finding(_ table: String, oldName: String) -> FindingDraft {
        FindingDraft(rule: .removedTable, message: "\(oldName) has table '\(table)', which this spec lacks: old builds that show it find no table")
    }
}
