/// Everything said about one rule, in one place: each rule's file in this folder holds its
/// `Rule` (its id and this descriptor: default severity, summary, the help `listspec rules` and
/// SARIF show, its entry in Docs/Commands.md, two examples a test lints, its fix) and its check
/// (the words and the condition of its findings). A warning of `diff` (`renumbered-cells`,
/// printed in brackets as lint's ids are) has a descriptor too, so `listspec rules` knows every
/// id the tool prints. A class: each `Rule` holds its own, shared rather than copied with every
/// finding.
package final class RuleDescriptor: Sendable {
    /// The rule's id (`cell-order`, `renumbered-cells`).
    package let id: String
    package let defaultSeverity: Severity
    /// Whether a rule of `listspec breaking` is a warning where the new spec only declares what old
    /// builds cannot read, and no value uses it yet (an error once one does).
    package let warnsWhileOnlyDeclared: Bool
    /// What the rule checks, in one sentence.
    package let summary: String
    /// What the rule checks, as its help says it.
    package let checks: String
    /// Why UIKit (or an app reading the spec) cares.
    package let why: String
    /// How to fix a finding.
    package let fix: String
    /// The rule's "what it checks" cell in the rule table of Docs/Commands.md (Markdown).
    package let docsEntry: String
    /// A spec (YAML) the rule fires on (for a diff warning: the new version of `before`).
    package let triggers: String
    /// A spec like it that lints clean (diffs from `before` without the warning).
    package let passes: String
    /// For a rule of `listspec breaking`: the old version that `triggers` breaks and `passes` does
    /// not (nil for a lint rule; empty for `removed-spec`, which needs no example spec).
    package let against: String?
    /// For a diff warning: the old version the examples are compared with.
    package let before: String?
    /// Whether `lint --fix` fixes the rule's findings, and how safely (section 15); nil: no fix.
    package let autofix: Autofix?

    /// How a rule's findings are fixed by `lint --fix`.
    package enum Autofix: String, Sendable {
        /// A misspelt name made the one known name meant: applied by `--fix` for a typo (`KeySuggestion`),
        /// only with `--unsafe-fixes` for a name further off.
        case safeOrUnsafe = "safe-or-unsafe"
        /// Applied only with `--unsafe-fixes`: the row's identity changes (a free ID).
        case unsafe

        /// What `listspec rules` says of it.
        package var help: String {
            switch self {
            case .safeOrUnsafe: "lint --fix corrects a typo, a name one edit from the one nearest known name (a letter added, "
                + "dropped or changed, or two neighbours swapped; case, _ and - aside): a safe fix. A name further off that the "
                + "finding suggests is written only by lint --fix --unsafe-fixes (an unsafe fix: another word may be another intent)."
            case .unsafe: "lint --fix --unsafe-fixes writes the free ID the finding names (an unsafe fix: the row's identity changes, and diff shows a delete and an insert)."
            }
        }
    }

    /// A rule's descriptor; `against`: for a rule of `listspec breaking`, the old version.
    package convenience init(id: String, severity: Severity, warnsWhileOnlyDeclared: Bool = false, summary: String, checks: String,
                             why: String, fix: String, docsEntry: String, triggers: String, passes: String, against: String? = nil,
                             autofix: Autofix? = nil) {
        self.init(id: id, severity: severity, warnsWhileOnlyDeclared: warnsWhileOnlyDeclared, summary: summary, checks: checks, why: why,
                  fix: fix, docsEntry: docsEntry, triggers: triggers, passes: passes, against: against, before: nil, autofix: autofix)
    }

    /// Whether the rule compares a spec with an older version of it (`listspec breaking`) rather
    /// than checking one spec (`listspec lint`): such a rule's examples are read against an old version.
    package var checksCompatibility: Bool { against != nil }

    /// The heading of the third column of `listspec breaking`'s rule table in Docs/Commands.md.
    package static let breakingDocsHeading = "when"

    /// A diff warning's descriptor (a warning, never an error: the batch update stays valid).
    package convenience init(diffWarning: DiffWarning.Rule, summary: String, checks: String, why: String, fix: String, docsEntry: String,
                             before: String, triggers: String, passes: String) {
        self.init(id: diffWarning.rawValue, severity: .warning, warnsWhileOnlyDeclared: false, summary: summary, checks: checks, why: why,
                  fix: fix, docsEntry: docsEntry, triggers: triggers, passes: passes, against: nil, before: before, autofix: nil)
    }

    private init(id: String, severity: Severity, warnsWhileOnlyDeclared: Bool, summary: String, checks: String, why: String,
                 fix: String, docsEntry: String, triggers: String, passes: String, against: String?, before: String?,
                 autofix: Autofix?) {
        self.id = id
        defaultSeverity = severity
        self.warnsWhileOnlyDeclared = warnsWhileOnlyDeclared
        self.summary = summary
        self.checks = checks
        self.why = why
        self.fix = fix
        self.docsEntry = docsEntry
        self.triggers = triggers
        self.passes = passes
        self.against = against
        self.before = before
        self.autofix = autofix
    }
}
