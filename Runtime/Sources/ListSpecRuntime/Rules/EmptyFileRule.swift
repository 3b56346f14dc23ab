extension Rule {
    /// `empty-file`: the file holds no document.
    public static let emptyFile = Rule(RuleDescriptor(
        id: "empty-file",
        severity: .error,
        summary: "The file holds no document.",
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
    ))
}

/// `empty-file`: the file holds no document.
package enum EmptyFileCheck {
    /// A YAML file with no document.
    package static var noYAMLDocument: FindingDraft {
        FindingDraft(rule: .emptyFile, message: "the file holds no document; a spec needs at least `tables:` or `sections:`")
    }

    /// A JSON file with no value.
    static var noJSONValue: FindingDraft {
        FindingDraft(rule: .emptyFile, message: "the file holds no JSON value; a spec needs at least \"tables\" or \"sections\"")
    }

    /// `listspec convert` of a file with no document.
    package static var nothingToConvert: FindingDraft {
        FindingDraft(rule: .emptyFile, message: "the file holds no document to convert")
    }
}
