/// What a rule's check finds, before a reader places it in a file: the rule, its words, its
/// subject and its fix. Each rule's check makes its own (`<Name>Check`, in `Rules/<Name>Rule.swift`
/// beside its `Rule`), so all of a rule's findings are made, and worded, in one file; the
/// readers and decoders that come upon a defect only place it (`Finding(path:location:_:)`).
package struct FindingDraft: Sendable {
    package let rule: Rule
    package let message: String
    package let subject: FindingSubject?
    /// The finding's severity where it is not the rule's default (a breaking rule's warning while
    /// only declared).
    package let severity: Severity?
    /// The fix, its edits at the finding's place (nil: none).
    package let fix: FindingFix?

    package init(rule: Rule, message: String, subject: FindingSubject? = nil, severity: Severity? = nil, fix: FindingFix? = nil) {
        self.rule = rule
        self.message = message
        self.subject = subject
        self.severity = severity
        self.fix = fix
    }
}

extension Finding {
    /// A check's finding placed at `location` in the file at `path`; its severity is the rule's default unless given.
    package init(path: String, location: SourceLocation, severity: Severity? = nil, _ draft: FindingDraft) {
        self.init(path: path, location: location, severity: severity ?? draft.severity, rule: draft.rule, message: draft.message)
        subject = draft.subject
        fix = draft.fix?.placed(at: location)
    }
}
