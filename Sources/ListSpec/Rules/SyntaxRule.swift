import ListSpecRuntime

extension RuleDescriptor {
    /// `syntax`.
    static let syntax = RuleDescriptor(
        rule: .syntax,
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
    )
}
