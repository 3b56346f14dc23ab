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
        // Per key: how many entries it has, and how many of them hid a finding (plain counts, each
        // key hashed once a finding: a baseline may hold thousands).
        var counts: [BaselineKey: (entries: Int, used: Int)] = [:]
        for entry in entries { counts[entry.key, default: (0, 0)].entries += 1 }
        var kept: [Finding] = []
        var hiddenHere = 0
        for (index, finding) in findings.enumerated() {
            if !finding.rule.isInvariant, finding.rule != .staleBaseline {
                let key = BaselineKey(finding, path: path, place: index < places.count ? places[index] : nil)
                if let slot = counts.index(forKey: key), counts.values[slot].used < counts.values[slot].entries {
                    counts.values[slot].used += 1
                    hiddenHere += 1
                    continue
                }
            }
            kept.append(finding)
        }
        hidden += hiddenHere
        // The first entries of a key in the file are the ones used; the rest are stale.
        if hiddenHere < entries.count {
            for entry in entries {
                guard let slot = counts.index(forKey: entry.key) else { continue }
                if counts.values[slot].used > 0 { counts.values[slot].used -= 1 } else { stale.append(entry) }
            }
        }
        return kept
    }

    /// The stale entries as `stale-baseline` warnings in the baseline file, in file order.
    package var staleFindings: [Finding] {
        stale.map { Finding(path: baseline.path, location: $0.location, StaleBaselineCheck.matchesNothing($0.key)) }.sortedByLocation()
    }
}
