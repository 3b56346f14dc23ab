extension Rule {
    /// `unsupported-version`: `listspec:` names a format version other than 1.
    public static let unsupportedVersion = Rule(RuleDescriptor(
        id: "unsupported-version",
        severity: .error,
        summary: "The listspec key names a format version other than 1.",
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
    ))
}

/// `unsupported-version`: `listspec:` names a format version other than 1.
enum UnsupportedVersionCheck {
    /// The finding for the `listspec:` value `version`, nil when it is 1.
    static func finding(_ version: Document.Node) -> FindingDraft? {
        guard version.int != 1 else { return nil }
        return FindingDraft(rule: .unsupportedVersion, message: "listspec format version must be 1, not "
                            + "\(version.string.map { "'\($0)'" } ?? version.described); this listspec reads format 1")
    }
}
