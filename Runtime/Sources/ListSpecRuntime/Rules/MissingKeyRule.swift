extension Rule {
    /// `missing-key`: a required key is missing.
    public static let missingKey = Rule(RuleDescriptor(
        id: "missing-key",
        severity: .error,
        summary: "A required key (sectionID, cellID, cellType) is missing.",
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
    ))
}

/// `missing-key`: a required key is missing. Its subject names the key, so that a tool explaining
/// why it is missing (`comment-as-value`) reads the key, not these words.
enum MissingKeyCheck {
    /// `tables:` written with no table in it.
    static var noTables: FindingDraft {
        FindingDraft(rule: .missingKey, message: "`tables:` is empty; give it at least one table")
    }

    /// A top level with neither `tables:` nor `sections:`.
    static var noTablesNorSections: FindingDraft {
        FindingDraft(rule: .missingKey, message: "a spec needs `tables:` (table name -> table) or a top-level `sections:`")
    }

    /// A cell (with its ID, when it has one) without its cellType.
    static func cellType(ofCell id: Int64?) -> FindingDraft {
        FindingDraft(rule: .missingKey, message: "cell\(id.map { " \($0)" } ?? "") is missing its required key cellType (the reuse identifier)",
                     subject: .missingKey("cellType"))
    }

    /// A cell's or section's map (`owner`) without its ID `key` (cellID, sectionID).
    static func id(_ key: StaticString, of owner: String) -> FindingDraft {
        FindingDraft(rule: .missingKey, message: "\(owner) is missing its required key \(key) (an integer)", subject: .missingKey("\(key)"))
    }
}
