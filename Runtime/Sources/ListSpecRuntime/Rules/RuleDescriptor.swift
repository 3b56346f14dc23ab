/// Everything said about one rule, in one place: each rule's file in Rules/ (here, or in
/// ListSpec's Rules/ for a rule only ListSpec checks) holds its descriptor (id, default severity,
/// summary, the help `listspec rules` and SARIF show, its entry in Docs/Commands.md, two examples
/// a test lints, its fix) and its check (the words and the condition of its findings). Adding a
/// rule is its case in `Rule`, its file, and its descriptor in `RuleDescriptor.rules`.
/// A warning of `diff` (`renumbered-cells`, printed in brackets as lint's ids are) has a
/// descriptor too, so `listspec rules` knows every id the tool prints.
package struct RuleDescriptor: Sendable {
    /// The lint rule described; nil for a diff warning.
    package let rule: Rule?
    /// The rule's id (`cell-order`, `renumbered-cells`).
    package let id: String
    package let defaultSeverity: Severity
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

    /// A rule's descriptor.
    package init(rule: Rule, severity: Severity, summary: String, checks: String, why: String, fix: String, docsEntry: String, triggers: String, passes: String, against: String? = nil,
         autofix: Autofix? = nil) {
        self.rule = rule
        self.autofix = autofix
        (id, defaultSeverity, self.summary) = (rule.rawValue, severity, summary)
        (self.checks, self.why, self.fix, self.docsEntry, self.triggers, self.passes, before) = (checks, why, fix, docsEntry, triggers, passes, nil)
        self.against = against
    }

    /// The heading of the third column of `listspec breaking`'s rule table in Docs/Commands.md.
    package static let breakingDocsHeading = "when"

    /// A diff warning's descriptor (a warning, never an error: the batch update stays valid).
    package init(diffWarning: DiffWarning.Rule, summary: String, checks: String, why: String, fix: String, docsEntry: String,
         before: String, triggers: String, passes: String) {
        (rule, id, defaultSeverity, self.summary) = (nil, diffWarning.rawValue, .warning, summary)
        (self.checks, self.why, self.fix, self.docsEntry, self.triggers, self.passes, self.before) = (checks, why, fix, docsEntry, triggers, passes, before)
        against = nil
        autofix = nil
    }
}

/// The descriptors of every rule, in `Rule`'s order (a test holds the two to the same order).
extension RuleDescriptor {
    package static let rules: [RuleDescriptor] = [
        .syntax,
        .limit,
        .emptyFile,
        .multipleDocuments,
        .duplicateKey,
        .unknownKey,
        .typeMismatch,
        .invalidValue,
        .missingKey,
        .unsupportedVersion,
        .sectionOrder,
        .duplicateSectionID,
        .cellOrder,
        .duplicateCellID,
        .unknownCellType,
        .unusedCellType,
        .headerZeroHeight,
        .negativeHeight,
        .unknownType,
        .invalidType,
        .viewModelType,
        .unusedSuppression,
        .commentAsValue,
        .staleBaseline,
        .removedTable,
        .newCellType,
        .missingField,
        .changedFieldType,
        .newEnumCase,
        .newerFormat,
        .newAction,
        .newHeaderView,
        .fieldMadeOptional,
        .removedSpec,
    ]
}

extension Rule {
    /// The rule's descriptor: what `listspec rules`, SARIF and the docs say of it.
    package var descriptor: RuleDescriptor {
        RuleDescriptor.rules[Rule.allCases.firstIndex(of: self) ?? 0]
    }
}
