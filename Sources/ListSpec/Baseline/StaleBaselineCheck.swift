import ListSpecRuntime

/// `stale-baseline`: an entry of a baseline that hid no finding of its spec in this run (a
/// warning at the entry, in the baseline file). `BaselineMatcher` tells which; the words are here.
enum StaleBaselineCheck {
    static func matchesNothing(_ key: BaselineKey) -> FindingDraft {
        FindingDraft(rule: .staleBaseline, message: "this entry matches no \(key.rule) finding in \(key.path) any more; "
                     + "write the baseline again (listspec lint --write-baseline) or delete the entry")
    }
}
