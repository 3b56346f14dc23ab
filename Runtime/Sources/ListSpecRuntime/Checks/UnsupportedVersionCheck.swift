/// `unsupported-version`: `listspec:` names a format version other than 1.
enum UnsupportedVersionCheck {
    /// The finding for the `listspec:` value `version`, nil when it is 1.
    static func finding(_ version: Document.Node) -> FindingDraft? {
        guard version.int != 1 else { return nil }
        return FindingDraft(rule: .unsupportedVersion, message: "listspec format version must be 1, not "
                            + "\(version.string.map { "'\($0)'" } ?? version.described); this listspec reads format 1")
    }
}
