/// `newer-format`: the new spec's listspec format version is above the old one's (`SpecCompatibility`).
enum NewerFormatCheck {
    /// The new spec's format `version` above `oldVersion`, the format of the spec named `oldName`.
    static func finding(_ version: Int64, oldName: String, oldVersion: Int64) -> FindingDraft {
        FindingDraft(rule: .newerFormat, message: "this spec is listspec format \(version); \(oldName) is format \(oldVersion), "
                     + "and builds made from it read no newer format")
    }
}
