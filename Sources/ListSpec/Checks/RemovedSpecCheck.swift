import ListSpecRuntime

/// `removed-spec`: a spec of the old version is gone (`listspec breaking` against a git ref; a
/// warning). `BreakingRun` walks the old revision's spec files and tells which are gone.
enum RemovedSpecCheck {
    /// A spec that the revision `ref` has and the working tree does not.
    static func finding(ref: String) -> FindingDraft {
        FindingDraft(rule: .removedSpec, message: "\(ref) has this spec, which is gone: builds that load it find nothing")
    }
}
