import ListSpecRuntime

extension RuleDescriptor {
    /// `new-header-view`, a rule of listspec breaking: its examples are new versions of `against`.
    static let newHeaderView = RuleDescriptor(
        rule: .newHeaderView,
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
    )
}
