extension Rule {
    /// `unused-suppression`: a suppression comment that suppresses nothing (a warning).
    public static let unusedSuppression = Rule(RuleDescriptor(
        id: "unused-suppression",
        severity: .warning,
        summary: "A # listspec:disable comment that suppresses no finding, or names an unknown rule or directive.",
        checks: "Each inline suppression comment (# listspec:disable-next-line, disable, enable) names known rules and suppresses a finding.",
        why: "A suppression that suppresses nothing hides the next real problem of that rule on that line, and stale ones pile up.",
        fix: "Remove the comment, or fix the rule id it names.",
        docsEntry: "an inline suppression that suppresses nothing, or names an unknown rule or directive",
        triggers: """
        # listspec:disable-next-line cell-order
        sections: []
        """,
        passes: """
        sections: []
        """
    ))
}
