import ListSpecRuntime

/// The one fix engine behind `lint --fix` and the editor's quick fixes (section 15): a finding's
/// fix placed in the source (`FixSource`), the fixes of a file's findings applied together where
/// their edits do not overlap, and passes repeated (lint, fix, lint again) until none applies.
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
        var taken: [SourceEdit] = []
        for finding in findings {
            guard let fix = finding.fix, reach.admits(fix), let edits = source.edits(of: fix) else { continue }
            if edits.contains(where: { edit in taken.contains { $0.range.overlaps(edit.range) } }) { continue }
            taken.append(contentsOf: edits)
        }
        return taken.sorted { $0.range.lowerBound < $1.range.lowerBound }
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

    /// What a file became: its bytes, the findings that remain in them, and how many fixes were applied.
    package struct Outcome: Sendable {
        package var bytes: [UInt8]
        package var findings: [Finding]
        package var applied: Int
    }

    /// The most passes a file gets: a fix that makes another applies in the next; none loops.
    static let maxPasses = 8

    /// Fixes `bytes`, whose findings are `findings` (`lint` gives them for other bytes): a pass
    /// applies every fix that does not overlap another and lints the result; passes stop when none
    /// applies. A pass whose result does not parse where the input did is undone (a fix never breaks a file).
    package static func fix(_ bytes: [UInt8], findings: [Finding], isJSON: Bool, reach: Reach,
                            lint: ([UInt8]) -> [Finding]) -> Outcome {
        var outcome = Outcome(bytes: bytes, findings: findings, applied: 0)
        for _ in 0..<maxPasses {
            let edits = edits(for: outcome.findings, in: FixSource(bytes: outcome.bytes, isJSON: isJSON), reach: reach)
            guard !edits.isEmpty else { break }
            // Every edit writes another name or ID over the token: the text changed.
            let fixed = apply(edits, to: outcome.bytes)
            let found = lint(fixed)
            if found.contains(where: { $0.rule == .syntax }), !outcome.findings.contains(where: { $0.rule == .syntax }) { break }
            outcome = Outcome(bytes: fixed, findings: found, applied: outcome.applied + edits.count)
        }
        return outcome
    }
}
