extension Rule {
    /// `stale-baseline`: an entry of a baseline (`lint --baseline`) that matches no finding any more (a warning).
    // Its finding is about a baseline file, not a spec: no spec alone triggers it, so its
    // triggering example is empty and the end-to-end tests of baselines exercise it.
    public static let staleBaseline = Rule(RuleDescriptor(
        id: "stale-baseline",
        severity: .warning,
        summary: "An entry of a baseline file (lint --baseline) that matches no finding any more.",
        checks: "Each entry of the baseline in use (lint --baseline FILE, or baseline: in .listspec.yml) still hides a finding of a spec linted.",
        why: "An entry left over from a fixed finding would hide the next finding with the same words at the same place.",
        fix: "Write the baseline again (listspec lint --write-baseline FILE), or delete the entry.",
        docsEntry: "an entry of the baseline in use that matches no finding any more (reported at its line in the baseline file)",
        triggers: "",
        passes: """
        sections: []
        """
    ))
}
