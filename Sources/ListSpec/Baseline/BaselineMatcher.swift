import ListSpecRuntime

/// One baseline matched against the findings of a run: each entry hides at most one finding with
/// its key (two equal findings need two entries), never one of an invariant rule (contract
/// section 2); the entries of a spec linted that hid nothing are stale. Keys are compared as
/// their bytes (text beyond ASCII as Swift compares strings): no string is made per entry or finding.
package struct BaselineMatcher: Sendable {
    package let baseline: Baseline
    /// Findings hidden so far.
    package private(set) var hidden = 0
    /// The entries of the specs linted that hid nothing (their indices), in the order the specs came.
    private var stale: [Int] = []

    package init(_ baseline: Baseline) { self.baseline = baseline }

    /// Whether an entry of a spec linted hid nothing.
    package var hasStale: Bool { !stale.isEmpty }

    /// `findings` of the spec at `specPath` (as findings name it) without those the baseline hides;
    /// `places`: each finding's place in the model (nil where it has none).
    package mutating func filter(_ findings: [Finding], places: [FindingPlace?], specPath: String, currentDirectory: String) -> [Finding] {
        let path = baseline.key(of: specPath, currentDirectory: currentDirectory)
        guard let indices = baseline.specs[path] else { return findings }
        var kept: [Finding] = []
        let used = baseline.entries.withStorage { storage in
            // The spec's entries by their key's hash, each chained to the next with that hash in file
            // order: a finding takes the first unused entry with its key, so the first entries of a
            // key in the file are the ones used and the rest are stale.
            var first: [Int: Int] = [:]
            first.reserveCapacity(indices.count)
            var next = [Int](repeating: -1, count: indices.count)
            for position in indices.indices.reversed() {
                let hash = KeyBytes(baseline.entries[indices[position]], in: storage).hash
                if let head = first[hash] { next[position] = head }
                first[hash] = position
            }
            var used = [Bool](repeating: false, count: indices.count)
            var message: [UInt8] = []
            for (index, finding) in findings.enumerated() {
                guard !finding.rule.isInvariant, finding.rule != .staleBaseline else {
                    kept.append(finding)
                    continue
                }
                let place = index < places.count ? places[index] : nil
                BaselineKey.withoutPlaces(finding.message, into: &message)
                let taken = KeyBytes.with(finding, place: place, message: message) { key -> Int? in
                    var position = first[key.hash] ?? -1
                    while position >= 0 {
                        if !used[position], KeyBytes(baseline.entries[indices[position]], in: storage).same(as: key) { return position }
                        position = next[position]
                    }
                    return nil
                }
                if let taken { used[taken] = true } else { kept.append(finding) }
            }
            return used
        }
        let hiddenHere = findings.count - kept.count
        hidden += hiddenHere
        if hiddenHere < indices.count {
            for position in indices.indices where !used[position] { stale.append(indices[position]) }
        }
        return kept
    }

    /// The stale entries as `stale-baseline` warnings in the baseline file, in file order.
    package var staleFindings: [Finding] {
        stale.map { index in
            Finding(path: baseline.path, location: baseline.entries.location(of: index), StaleBaselineCheck.matchesNothing(baseline.entries.key(of: index)))
        }.sortedByLocation()
    }
}

/// A key's parts as bytes: an entry's in the baseline's storage, or a finding's.
private struct KeyBytes {
    var table: UnsafeBufferPointer<UInt8>?
    var sectionID: Int64?
    var cellID: Int64?
    var rule: UnsafeBufferPointer<UInt8>
    var message: UnsafeBufferPointer<UInt8>

    init(_ entry: Baseline.Entries.Fields, in storage: UnsafeBufferPointer<UInt8>) {
        func bytes(_ span: Baseline.Entries.Span) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: storage[Int(span.start)..<Int(span.start + span.count)])
        }
        table = entry.table.map(bytes)
        (sectionID, cellID) = (entry.sectionID, entry.cellID)
        rule = bytes(entry.rule)
        message = bytes(entry.message)
    }

    private init(table: UnsafeBufferPointer<UInt8>?, sectionID: Int64?, cellID: Int64?, rule: UnsafeBufferPointer<UInt8>,
                 message: UnsafeBufferPointer<UInt8>) {
        (self.table, self.sectionID, self.cellID, self.rule, self.message) = (table, sectionID, cellID, rule, message)
    }

    /// `body` with the key of `finding` at `place`, its message without places being `message`.
    static func with<Result>(_ finding: Finding, place: FindingPlace?, message: [UInt8], _ body: (KeyBytes) -> Result) -> Result {
        var rule = finding.rule.rawValue
        return rule.withUTF8 { rule in
            message.withUnsafeBufferPointer { message in
                guard var table = place?.table else {
                    return body(KeyBytes(table: nil, sectionID: place?.sectionID, cellID: place?.cellID, rule: rule, message: message))
                }
                return table.withUTF8 { body(KeyBytes(table: $0, sectionID: place?.sectionID, cellID: place?.cellID, rule: rule, message: message)) }
            }
        }
    }

    var hash: Int {
        var hasher = Hasher()
        hasher.combine(sectionID)
        hasher.combine(cellID)
        KeyBytes.combine(rule, into: &hasher)
        if let table { KeyBytes.combine(table, into: &hasher) } else { hasher.combine(0xFF as UInt8) }
        KeyBytes.combine(message, into: &hasher)
        return hasher.finalize()
    }

    func same(as other: KeyBytes) -> Bool {
        guard sectionID == other.sectionID, cellID == other.cellID, (table == nil) == (other.table == nil) else { return false }
        if let table, let otherTable = other.table, !KeyBytes.same(table, otherTable) { return false }
        return KeyBytes.same(rule, other.rule) && KeyBytes.same(message, other.message)
    }

    /// A text into a hash: its bytes, or beyond ASCII the string (which hashes alike for text
    /// Swift takes as equal).
    private static func combine(_ text: UnsafeBufferPointer<UInt8>, into hasher: inout Hasher) {
        if let base = text.baseAddress, !bytesAreASCII(base, text.count) {
            hasher.combine(String(decoding: text, as: UTF8.self))
        } else {
            hasher.combine(text.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(text))
        }
    }

    /// Whether two texts are the same as Swift compares strings.
    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        sameTextByBytes(a, b) ?? (String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self))
    }
}
