extension Rule {
    /// `new-header-view`: a header or footer names a view no header or footer of the old table names.
    public static let newHeaderView = Rule(RuleDescriptor(
        id: "new-header-view",
        severity: .error,
        summary: "A header or footer names a view that no header or footer of the old table names: old builds register no view for it.",
        checks: "Each header and footer `view` is one that a header or footer of the old table names.",
        why: "Old builds register a header/footer view per reuse identifier they know; one they never registered is not shown.",
        fix: "Ship the view in an app build first; meanwhile use a title or a view old builds know.",
        docsEntry: "a header or footer of NEW names a `view` that no header or footer of OLD's table names (old builds register no view for it)",
        triggers: """
        sections:
          - sectionID: 0
            header: {title: Menu, view: VideoHeader}
        """,
        passes: """
        sections:
          - sectionID: 0
            header: {title: Menu, view: BannerHeader}
          - sectionID: 1
            footer: {view: BannerHeader}
        """,
        against: """
        sections:
          - sectionID: 0
            header: {title: Menu, view: BannerHeader}
        """
    ))
}

/// `new-header-view`: a header or footer names a view that no header or footer of the old table
/// names: old builds register no view for it (`TableCompatibility`).
enum NewHeaderViewCheck {
    /// A section's header or footer (`kind`) `view`, which no header or footer of the old table
    /// (`table` of the spec named `oldName`, whose views are `views`) names.
    static func finding(_ view: String, kind: String, oldName: String, table: String, views: [String]) -> FindingDraft {
        FindingDraft(rule: .newHeaderView, message: "\(oldName) names no header or footer view '\(view)' in table '\(table)' "
                     + "(\(views.isEmpty ? "it names none" : "it names " + views.sorted().joined(separator: ", "))): "
                     + "old builds register no view for this section's \(kind)")
    }
}
