extension Rule {
    /// `multiple-documents`: the file holds more than one YAML document.
    public static let multipleDocuments = Rule(RuleDescriptor(
        id: "multiple-documents",
        severity: .error,
        summary: "The file holds more than one YAML document.",
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
    ))
}

/// `multiple-documents`: the file holds more than one YAML document (found by the YAML reader at
/// the second document's start; the reader stops building there).
package enum MultipleDocumentsCheck {
    package static var secondDocument: FindingDraft {
        FindingDraft(rule: .multipleDocuments, message: "a second YAML document starts here; a spec file holds one document")
    }
}
