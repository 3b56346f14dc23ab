extension Rule {
    /// `negative-height`: a height below zero.
    public static let negativeHeight = Rule(RuleDescriptor(
        id: "negative-height",
        severity: .error,
        summary: "A height or estimatedHeight below zero.",
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
    ))
}

/// `negative-height`: a height or estimatedHeight below zero.
enum NegativeHeightCheck {
    /// The finding for the height `number` written for `name`, nil when it is not negative.
    @inline(__always)
    static func finding(_ number: Number, name: @autoclosure () -> String) -> FindingDraft? {
        guard number.doubleValue < 0 else { return nil }
        return FindingDraft(rule: .negativeHeight, message: "\(name()) \(number) is negative; use a number >= 0 or automatic")
    }
}
