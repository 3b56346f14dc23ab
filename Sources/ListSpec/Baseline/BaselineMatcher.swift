import ListSpecRuntime

/// One baseline matched against the findings of a run: each entry hides at most one finding with
/// its key (two equal findings need two entries), never one of an invariant rule (contract
/// section 2); the entries of a spec linted that hid nothing are stale.
package struct BaselineMatcher: Sendable {
    package let baseline: Baseline
    /// Findings hidden so far.
    package private(set) var hidden = 0
    /// The entries of the specs linted that hid nothing, in the order the specs came.
    package private(set) var stale: [Baseline.Entry] = []

    package init(_ baseline: Baseline) { self.baseline = baseline }

    /// `findings` of the spec at `specPath` (as findings name it) without those the baseline hides;
    /// `places`: each finding's place in the model (nil where it has none).
    package mutating func filter(_ findings: [Finding], places: [FindingPlace?], specPath: String, currentDirectory: String) -> [Finding] {
        let path = baseline.key(of: specPath, currentDirectory: currentDirectory)
        guard let entries = baseline.entries[path] else { return findings }
        // How many entries each key has, then how many of them hid a finding (plain counts: no
        // array per key for a baseline of thousands).
        var open: [BaselineKey: Int] = [:]
        for entry in entries { open[entry.key, default: 0] += 1 }
        var used: [BaselineKey: Int] = [:]
        var kept: [Finding] = []
        for (index, finding) in findings.enumerated() {
            if !finding.rule.isInvariant, finding.rule != .staleBaseline {
                let key = BaselineKey(finding, path: path, place: index < places.count ? places[index] : nil)
                if let left = open[key], left > 0 {
                    open[key] = left - 1
                    used[key, default: 0] += 1
                    hidden += 1
                    continue
                }
            }
            kept.append(finding)
        }
        // The first entries of a key in the file are the ones used; the rest are stale.
        for entry in entries where open[entry.key, default: 0] > 0 {
            if let count = used[entry.key], count > 0 { used[entry.key] = count - 1 } else { stale.append(entry) }
        }
        return kept
    }

    /// The stale entries as `stale-baseline` warnings in the baseline file, in file order.
    package var staleFindings: [Finding] {
        stale.map { Finding(path: baseline.path, location: $0.location, StaleBaselineCheck.matchesNothing($0.key)) }.sortedByLocation()
    }
}
