import ListSpecRuntime

extension RuleDescriptor {
    /// `type-mismatch`.
    static let typeMismatch = RuleDescriptor(
        rule: .typeMismatch,
        checks: "Each value has the type its key takes: integers for IDs, a string for cellType, a number for heights, a map for a header.",
        why: "UITableView needs integer IDs to tell cells apart and a reuse identifier string to dequeue a cell; a wrong type fails to decode in the app.",
        fix: "Write the value with the expected type, quoting strings that look like numbers.",
        docsEntry: "a value of the wrong type (`sectionID: \"1\"`, a list as a map key, ...)",
        triggers: """
        sections:
          - sectionID: "1"
        """,
        passes: """
        sections:
          - sectionID: 1
        """
    )
}
