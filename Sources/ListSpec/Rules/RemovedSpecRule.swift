import ListSpecRuntime

extension RuleDescriptor {
    /// `removed-spec`, a rule of listspec breaking: its examples are new versions of `against`.
    static let removedSpec = RuleDescriptor(
        rule: .removedSpec,
        checks: "Each spec at the git ref is still in the tree (`listspec breaking --against REF` over a directory).",
        why: "Builds that load a spec by its path or URL find nothing once it is gone.",
        fix: "Keep serving the spec while builds that load it are in use.",
        docsEntry: "a spec at the ref is gone (`listspec breaking --against REF` over a directory)",
        triggers: "",
        passes: "",
        against: ""
    )
}
