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
        func note(_ comment: SuppressionComment, _ message: String) {
            notes.append(Finding(path: path, location: comment.location, rule: .unusedSuppression, message: message))
        }
        // Open `disable` regions per rule id, closed by `enable`.
        var open: [String: (comment: Int, rule: Int)] = [:]
        for (index, comment) in comments.enumerated() {
            used[index] = Array(repeating: false, count: comment.rules.count)
            guard let kind = comment.kind else {
                used[index] = Array(repeating: true, count: comment.rules.count)  // reported once, as a whole
                note(comment, "'\(comment.text)' is not a directive; write listspec:disable-next-line, listspec:disable or listspec:enable")
                continue
            }
            if comment.rules.isEmpty {
                note(comment, "'\(comment.text)' names no rule; write the rule ids (see listspec rules)")
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
                    note(comment, "'\(comment.text)': " + rule.invariantNotice("suppressed"))
                    continue
                }
                switch kind {
                case .disableNextLine:
                    ranges.append((index, r, id, comment.targetLine, comment.targetLine))
                case .disable:
                    if open[id] == nil { open[id] = (index, r) } else { used[index][r] = true; note(comment, "'\(comment.text)': \(id) is already disabled") }
                case .enable:
                    used[index][r] = true
                    if let start = open.removeValue(forKey: id) {
                        ranges.append((start.comment, start.rule, id, comments[start.comment].location.line, comment.location.line))
                    } else {
                        note(comment, "'\(comment.text)': \(id) was not disabled")
                    }
                }
            }
            if let first = unknown.first { note(comment, unknownWordsMessage(comment, first: first, count: unknown.count)) }
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
                let scope = comment.kind == .disableNextLine
                    ? (comment.targetLine > 0 ? "on line \(comment.targetLine)" : "(no line follows)")
                    : "before its listspec:enable"
                note(comment, "'\(comment.text)' suppresses nothing: no \(id) finding \(scope); remove it")
            }
        }
        return (kept + notes).sortedByLocation()
    }

    /// One note for a comment's words that are no rule ids, naming the first: several are most
    /// likely a reason written without ` -- ` (`disable-next-line cell-order because legacy IDs`).
    private static func unknownWordsMessage(_ comment: SuppressionComment, first: String, count: Int) -> String {
        guard count > 1 else { return "'\(comment.text)': \(RuleLookup.unknownRuleMessage(first))" }
        return "'\(comment.text)': '\(first)' and \(count - 1) more word\(count == 2 ? "" : "s") are no rule ids; "
            + "a reason goes after ' -- ' (listspec:disable-next-line cell-order -- why), rule ids are listed by listspec rules"
    }

    /// A file the reader stopped in (a `syntax` or `limit` finding: not YAML, or not text at all)
    /// has no suppressions: whether one suppresses anything cannot be told in a file never read to
    /// its end, and a binary file's bytes are no comments (they were thousands of warnings).
    private static func readerStopped(_ findings: [Finding]) -> Bool {
        findings.contains { $0.rule == .syntax || $0.rule == .limit }
    }
}
