import ListSpecRuntime

extension RuleDescriptor {
    /// `unsupported-version`.
    static let unsupportedVersion = RuleDescriptor(
        rule: .unsupportedVersion,
        checks: "The listspec key, when present, names format version 1.",
        why: "A spec written for another version may mean something else; reading it as version 1 would be a guess.",
        fix: "Write `listspec: 1`, or remove the key.",
        docsEntry: "`listspec:` other than 1",
        triggers: """
        listspec: 2
        sections: []
        """,
        passes: """
        listspec: 1
        sections: []
        """
    )
}
