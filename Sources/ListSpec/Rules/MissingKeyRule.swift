import ListSpecRuntime

extension RuleDescriptor {
    /// `missing-key`.
    static let missingKey = RuleDescriptor(
        rule: .missingKey,
        checks: "Each section has a sectionID; each cell a cellID and a cellType.",
        why: "The IDs are what animated updates match on, and the cellType is the reuse identifier UITableView dequeues; without them the row cannot be built or animated.",
        fix: "Add the missing key at the place the message points to.",
        docsEntry: "`sectionID`, `cellID` or `cellType` missing (points at the map), or no `tables:`/`sections:`",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title}]
        """
    )
}
