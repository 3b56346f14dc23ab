extension Rule {
    /// `removed-table`: a table of the old spec is not in the new one.
    public static let removedTable = Rule(RuleDescriptor(
        id: "removed-table",
        severity: .error,
        summary: "A table of the old spec is not in the new one: old builds that show it find no table.",
        checks: "Every table of the old spec is still in the new one (tables match by name).",
        why: "An app finds its table by name; an old build that shows a table the new spec lacks finds nothing and shows an empty screen.",
        fix: "Keep the table (empty if need be) while builds that show it are in use, or rename it back.",
        docsEntry: "a table of OLD is not in NEW (reported at NEW's `tables`, or line 1)",
        triggers: """
        tables:
          menu: {sections: [{sectionID: 0}]}
        """,
        passes: """
        tables:
          menu: {sections: [{sectionID: 0}]}
          about: {sections: [{sectionID: 0}]}
        """,
        against: """
        tables:
          menu: {sections: [{sectionID: 0}]}
          about: {sections: [{sectionID: 0}]}
        """
    ))
}

/// `removed-table`: a table of the old spec is not in the new one (`SpecCompatibility`).
enum RemovedTableCheck {
    /// The old spec's (`oldName`) table `table`, which the new one lacks.
    static func finding(_ table: String, oldName: String) -> FindingDraft {
        FindingDraft(rule: .removedTable, message: "\(oldName) has table '\(table)', which this spec lacks: old builds that show it find no table")
    }
}
