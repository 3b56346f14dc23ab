extension Rule {
    /// `removed-spec`: a spec of the old version is gone (a warning; `listspec breaking` against a git ref).
    public static let removedSpec = Rule(RuleDescriptor(
        id: "removed-spec",
        severity: .warning,
        summary: "A spec of the old version is gone: old builds that load it find nothing.",
        checks: "Each spec at the git ref is still in the tree (`listspec breaking --against REF` over a directory).",
        why: "Builds that load a spec by its path or URL find nothing once it is gone.",
        fix: "Keep serving the spec while builds that load it are in use.",
        docsEntry: "a spec at the ref is gone (`listspec breaking --against REF` over a directory)",
        triggers: "",
        passes: "",
        against: ""
    ))
}

/// `removed-spec`: a spec of the old version is gone (`listspec breaking` against a git ref; a
/// warning). `BreakingRun` walks the old revision's spec files and tells which are gone.
package enum RemovedSpecCheck {
    /// A spec that the revision `ref` has and the working tree does not.
    package static func finding(ref: String) -> FindingDraft {
        FindingDraft(rule: .removedSpec, message: "\(ref) has this spec, which is gone: builds that load it find nothing")
    }
}
