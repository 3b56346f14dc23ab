import ListSpecRuntime

extension RuleDescriptor {
    /// `multiple-documents`.
    static let multipleDocuments = RuleDescriptor(
        rule: .multipleDocuments,
        checks: "A YAML file holds exactly one document (no second `---`).",
        why: "Only the first document would be read; the rest would be silently ignored.",
        fix: "Put each table under `tables:` in one document, or use one file per spec.",
        docsEntry: "a second YAML document (`---`)",
        triggers: """
        sections: []
        ---
        sections: []
        """,
        passes: """
        sections: []
        """
    )
}
