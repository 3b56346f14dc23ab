import ListSpecRuntime

extension RuleDescriptor {
    /// `empty-file`.
    static let emptyFile = RuleDescriptor(
        rule: .emptyFile,
        checks: "The file must hold a document.",
        why: "An empty spec describes no table; an app decoding it fails.",
        fix: "Write at least `sections: []`, or delete the file.",
        docsEntry: "the file holds no document",
        triggers: """
        # A spec that was never written.
        """,
        passes: """
        sections: []
        """
    )
}
