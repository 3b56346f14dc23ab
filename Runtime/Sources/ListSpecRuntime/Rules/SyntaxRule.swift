extension Rule {
    /// `syntax`: the file is not well-formed YAML or strict JSON.
    public static let syntax = Rule(RuleDescriptor(
        id: "syntax",
        severity: .error,
        summary: "The file is not well-formed YAML or strict JSON.",
        checks: "The file must be well-formed YAML 1.2 (one document) or strict JSON (RFC 8259).",
        why: "An app loads the spec with a YAML library or JSONDecoder; a file that does not parse gives it no table at all.",
        fix: "Fix the text at the position given: an unclosed quote or bracket, a tab used for indentation, a trailing comma or a comment in JSON.",
        docsEntry: "not well-formed YAML, or not strict JSON (libyaml's or the JSON reader's problem and position)",
        triggers: """
        sections: [{sectionID: 0}
        """,
        passes: """
        sections: [{sectionID: 0}]
        """
    ))
}

/// `syntax`: the file is not well-formed YAML or strict JSON. The parsers find it (libyaml in
/// ListSpec's YAML front end, `JSONReader` here) and word it; an alias to no anchor is the reader's.
package enum SyntaxCheck {
    /// A parser's syntax error, in its words (with a hint where one is known).
    package static func finding(_ message: String) -> FindingDraft {
        FindingDraft(rule: .syntax, message: message)
    }

    /// `*name` with no `&name` before it.
    static func unknownAlias(_ name: String) -> FindingDraft {
        finding("alias *\(name) refers to no anchor defined before it")
    }
}
