import ListSpecRuntime

/// `unused-suppression`: a `# listspec:disable` comment that suppresses no finding, or names an
/// unknown rule or directive, or an invariant rule (a warning at the comment). `InlineSuppressions`
/// applies the comments and tells which; the words are here.
enum UnusedSuppressionCheck {
    static func notADirective(_ comment: SuppressionComment) -> FindingDraft {
        note(comment, " is not a directive; write listspec:disable-next-line, listspec:disable or listspec:enable")
    }

    static func namesNoRule(_ comment: SuppressionComment) -> FindingDraft {
        note(comment, " names no rule; write the rule ids (see listspec rules)")
    }

    /// An invariant `rule` named: it is never suppressed.
    static func invariant(_ rule: Rule, in comment: SuppressionComment) -> FindingDraft {
        note(comment, ": " + rule.invariantNotice("suppressed"))
    }

    static func alreadyDisabled(_ id: String, in comment: SuppressionComment) -> FindingDraft {
        note(comment, ": \(id) is already disabled")
    }

    /// A `listspec:enable` of a rule not disabled.
    static func notDisabled(_ id: String, in comment: SuppressionComment) -> FindingDraft {
        note(comment, ": \(id) was not disabled")
    }

    /// One note for a comment's words that are no rule ids (`unknown`): several are most likely a
    /// reason written without ` -- ` (`disable-next-line unused-cell-type because legacy`), so the
    /// note shows the comment as it would be, with the rules it names that a comment can suppress
    /// (`suppressible`), or RULE where it names none.
    static func unknownWords(_ unknown: [String], suppressible: [String], in comment: SuppressionComment) -> FindingDraft {
        let first = unknown.first ?? ""
        guard unknown.count > 1 else { return note(comment, ": \(RuleLookup.unknownRuleMessage(first))") }
        let directive = (comment.kind ?? .disableNextLine).rawValue
        let rules = suppressible.isEmpty ? "RULE" : suppressible.joined(separator: ",")
        return note(comment, ": '\(first)' and \(unknown.count - 1) more word\(unknown.count == 2 ? "" : "s") are no rule ids; "
                    + "a reason goes after ' -- ' (listspec:\(directive) \(rules) -- \(unknown.joined(separator: " "))), rule ids are listed by listspec rules")
    }

    /// The rule `id`, named by the comment, had no finding in its reach.
    static func suppressesNothing(_ id: String, in comment: SuppressionComment) -> FindingDraft {
        let scope = comment.kind == .disableNextLine
            ? (comment.targetLine > 0 ? "on line \(comment.targetLine)" : "(no line follows)")
            : "before its listspec:enable"
        return note(comment, " suppresses nothing: no \(id) finding \(scope); remove it")
    }

    /// The comment quoted, then `rest`.
    private static func note(_ comment: SuppressionComment, _ rest: String) -> FindingDraft {
        FindingDraft(rule: .unusedSuppression, message: "'\(comment.text)'" + rest)
    }
}
