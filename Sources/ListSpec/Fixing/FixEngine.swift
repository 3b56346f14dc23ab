import ListSpecRuntime

/// The one fix engine behind `lint --fix` and the editor's quick fixes (section 15): a finding's
/// fix placed in the source (`FixSource`), the fixes of a file's findings applied together where
/// their edits do not overlap, and passes repeated (fix, check again) until none applies.
package enum FixEngine {
    /// Which fixes a run applies.
    package enum Reach: Sendable {
        /// Only safe fixes (`--fix`).
        case safe
        /// Unsafe fixes too (`--fix --unsafe-fixes`).
        case unsafe

        package func admits(_ fix: FindingFix) -> Bool { fix.isSafe || self == .unsafe }
    }

    /// The edits of the findings' fixes within `reach`, in the order of the source, leaving out a
    /// fix any of whose edits overlaps an edit already taken (it waits for the next pass).
    package static func edits(for findings: [Finding], in source: FixSource, reach: Reach) -> [SourceEdit] {
        taken(findings, in: source, reach: reach).edits
    }

    /// `edits(for:in:reach:)`, with the findings whose fixes they are.
    private static func taken(_ findings: [Finding], in source: FixSource, reach: Reach) -> (edits: [SourceEdit], findings: [Finding]) {
        var taken: [SourceEdit] = []
        var fixed: [Finding] = []
        for finding in findings {
            guard let fix = finding.fix, reach.admits(fix), let edits = source.edits(of: fix) else { continue }
            if edits.contains(where: { edit in taken.contains { $0.range.overlaps(edit.range) } }) { continue }
            taken.append(contentsOf: edits)
            fixed.append(finding)
        }
        return (taken.sorted { $0.range.lowerBound < $1.range.lowerBound }, fixed)
    }

    /// `bytes` with `edits` (in order, none overlapping) applied, in one copy.
    package static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + max(0, $1.text.count - $1.range.count) })
        var position = 0
        bytes.withUnsafeBufferPointer { buffer in
            for edit in edits {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<edit.range.lowerBound]))
                out.append(contentsOf: edit.text)
                position = edit.range.upperBound
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position...]))
        }
        return out
    }

    /// What a file became: its bytes, the spec loaded from them (its findings those that remain),
    /// and how many fixes were applied.
    package struct Outcome: Sendable {
        package var bytes: [UInt8]
        package var loaded: LoadedSpec
        package var applied: Int
        /// The rows an unsafe fix gave a free ID, where the loader placed the findings (a baseline
        /// applies): their entries in the baseline move with them.
        package var renumbered: [Renumbering] = []
    }

    /// A section or cell an unsafe fix renumbered: where it was (its old ID in `place`) and its new ID.
    package struct Renumbering: Sendable, Hashable {
        package var place: FindingPlace
        /// A cell (`place.cellID` its old ID), else a section (`place.sectionID`).
        package var isCell: Bool
        package var newID: Int64
    }

    /// The most passes a file gets: a fix that makes another applies in the next; none loops.
    static let maxPasses = 8

    /// Fixes `bytes`, which `loader` loaded as `loaded`: a pass applies every fix of the findings
    /// `selected` from a load (given the rows renumbered so far, whose baseline entries move with
    /// them) that does not overlap another, and loads the result; passes stop
    /// when none applies. The result is checked again from the read before it where its edits
    /// allow (`FixedRead`, no second parse), else read again; a pass whose result does not parse
    /// where the input did is undone (a fix never breaks a file). The loader keeps each read
    /// (`keepsRead`); the outcome's spec keeps none.
    package static func fix(_ bytes: [UInt8], loaded: LoadedSpec, path: String, isJSON: Bool, reach: Reach, loader: SpecLoader,
                            selected: (LoadedSpec, [Renumbering]) -> [Finding] = { loaded, _ in loaded.findings }) -> Outcome {
        var outcome = Outcome(bytes: bytes, loaded: loaded, applied: 0)
        for _ in 0..<maxPasses {
            let findings = selected(outcome.loaded, outcome.renumbered)
            // The last pass finds nothing to fix: the text's lines are not looked for.
            guard findings.contains(where: { $0.fix.map(reach.admits) ?? false }) else { break }
            let source = FixSource(bytes: outcome.bytes, isJSON: isJSON)
            let (edits, fixedFindings) = taken(findings, in: source, reach: reach)
            guard !edits.isEmpty else { break }
            let renumbered = outcome.renumbered + renumberings(fixedFindings, of: outcome.loaded)
            // Every edit writes another name or ID over the token: the text changed.
            let fixed = apply(edits, to: outcome.bytes)
            if let read = outcome.loaded.read.flatMap({ FixedRead.read($0, source: source, edits: edits, isJSON: isJSON, limits: loader.limits) }) {
                outcome = Outcome(bytes: fixed, loaded: loader.load(read: read, bytes: fixed, path: path, isJSON: isJSON),
                                  applied: outcome.applied + edits.count, renumbered: renumbered)
                continue
            }
            let found = loader.load(bytes: fixed, path: path, isJSON: isJSON)
            if found.findings.contains(where: { $0.rule == .syntax }), !outcome.loaded.findings.contains(where: { $0.rule == .syntax }) { break }
            outcome = Outcome(bytes: fixed, loaded: found, applied: outcome.applied + edits.count, renumbered: renumbered)
        }
        outcome.loaded.read = nil
        return outcome
    }

    /// The rows `fixed`'s ID fixes renumber, placed as `loaded` placed their findings (none unplaced).
    /// A duplicate's entries are not told from those of the row whose ID it repeats, which keeps
    /// it: they stay with that row.
    private static func renumberings(_ fixed: [Finding], of loaded: LoadedSpec) -> [Renumbering] {
        guard !loaded.places.isEmpty else { return [] }
        return fixed.compactMap { finding in
            guard finding.rule == .cellOrder || finding.rule == .sectionOrder, case .id(let newID)? = finding.fix?.edits.first?.new,
                  let index = loaded.findings.firstIndex(of: finding), index < loaded.places.count, let place = loaded.places[index] else { return nil }
            return Renumbering(place: place, isCell: finding.rule == .cellOrder, newID: newID)
        }
    }
}
