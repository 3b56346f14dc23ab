import ListSpecRuntime

/// Applies a YAML file's `# listspec:disable...` comments to its findings: suppressed findings
/// go, and each suppression that suppresses nothing (or names an unknown rule or directive)
/// becomes an `unused-suppression` warning at its comment, so stale ones do not pile up. An
/// invariant rule (`Rule.isInvariant`) is never suppressed: naming one is such a warning too.
package enum InlineSuppressions {
    /// `comments` applied to the findings, asked for only when the reader read the file to its end.
    static func apply(to findings: [Finding], path: String, comments: () -> [SuppressionComment]) -> [Finding] {
        readerStopped(findings) ? findings : apply(comments(), to: findings, path: path)
    }

    package static func apply(_ comments: [SuppressionComment], to findings: [Finding], path: String) -> [Finding] {
        guard !comments.isEmpty, !readerStopped(findings) else { return findings }
        var used = Array(repeating: [Bool](), count: comments.count)
        var ranges: [(comment: Int, rule: Int, id: String, first: Int, last: Int)] = []
        var notes: [Finding] = []
        func note(_ comment: SuppressionComment, _ draft: FindingDraft) {
            notes.append(Finding(path: path, location: comment.location, draft))
        }
        // Open `disable` regions per rule id, closed by `enable`.
        var open: [String: (comment: Int, rule: Int)] = [:]
        for (index, comment) in comments.enumerated() {
            used[index] = Array(repeating: false, count: comment.rules.count)
            guard let kind = comment.kind else {
                used[index] = Array(repeating: true, count: comment.rules.count)  // reported once, as a whole
                note(comment, UnusedSuppressionCheck.notADirective(comment))
                continue
            }
            if comment.rules.isEmpty {
                note(comment, UnusedSuppressionCheck.namesNoRule(comment))
            }
            var unknown: [String] = []
            for (r, id) in comment.rules.enumerated() {
                guard let rule = RuleLookup.lintRule(id) else {
                    used[index][r] = true  // reported below, not again as unused
                    unknown.append(id)
                    continue
                }
                if rule.isInvariant {
                    used[index][r] = true
                    note(comment, UnusedSuppressionCheck.invariant(rule, in: comment))
                    continue
                }
                switch kind {
                case .disableNextLine:
                    ranges.append((index, r, id, comment.targetLine, comment.targetLine))
                case .disable:
                    if open[id] == nil { open[id] = (index, r) } else { used[index][r] = true; note(comment, UnusedSuppressionCheck.alreadyDisabled(id, in: comment)) }
                case .enable:
                    used[index][r] = true
                    if let start = open.removeValue(forKey: id) {
                        ranges.append((start.comment, start.rule, id, comments[start.comment].location.line, comment.location.line))
                    } else {
                        note(comment, UnusedSuppressionCheck.notDisabled(id, in: comment))
                    }
                }
            }
            if !unknown.isEmpty {
                let suppressible = comment.rules.filter { RuleLookup.lintRule($0).map { !$0.isInvariant } ?? false }
                note(comment, UnusedSuppressionCheck.unknownWords(unknown, suppressible: suppressible, in: comment))
            }
        }
        for (id, start) in open { ranges.append((start.comment, start.rule, id, comments[start.comment].location.line, .max)) }

        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            var suppressed = false
            for range in ranges where range.id == finding.rule.rawValue && (range.first...range.last).contains(finding.location.line) {
                used[range.comment][range.rule] = true
                suppressed = true
            }
            if !suppressed { kept.append(finding) }
        }
        for (index, comment) in comments.enumerated() {
            for (r, id) in comment.rules.enumerated() where !used[index][r] {
                note(comment, UnusedSuppressionCheck.suppressesNothing(id, in: comment))
            }
        }
        return (kept + notes).sortedByLocation()
    }

    /// A file the reader stopped in (a `syntax` or `limit` finding: not YAML, or not text at all)
    /// has no suppressions: whether one suppresses anything cannot be told in a file never read to
    /// its end, and a binary file's bytes are no comments (they were thousands of warnings).
    private static func readerStopped(_ findings: [Finding]) -> Bool {
        findings.contains { $0.rule == .syntax || $0.rule == .limit }
    }
}
