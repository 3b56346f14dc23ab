import ListSpecRuntime

extension RuleDescriptor {
    /// `invalid-value`.
    static let invalidValue = RuleDescriptor(
        rule: .invalidValue,
        checks: "A value of the right type is one of the allowed ones: a style is plain, grouped or insetGrouped; a height word is automatic.",
        why: "UITableView.Style has only these cases; an unknown one cannot be created.",
        fix: "Use one of the values listed in the message.",
        docsEntry: "a value outside the allowed set (`style: grouping`, `height: tall`, an integer past Int64, a number past a Double such as `1e400`, a non-finite height)",
        triggers: """
        style: grouping
        sections: []
        """,
        passes: """
        style: grouped
        sections: []
        """,
        autofix: .safe
    )
}
