import ListSpecRuntime

extension RuleDescriptor {
    /// `negative-height`.
    static let negativeHeight = RuleDescriptor(
        rule: .negativeHeight,
        checks: "A height or estimatedHeight is zero or more.",
        why: "UITableView asserts on negative row heights.",
        fix: "Use a height of 0 or more, or automatic.",
        docsEntry: "a height or estimatedHeight below zero",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, height: -44}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, height: 44}]
        """
    )
}
