import ListSpecRuntime

/// Everything said about one rule, in one place (a file per rule in this folder): the runtime's
/// `Rule` gives its id, default severity and summary (an app links those); the descriptor adds
/// the help `listspec rules` and SARIF show, its entry in the rule table of Docs/Commands.md, and
/// two examples a test lints. Adding a rule is its case in `Rule`, a descriptor here and its check.
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

    /// A lint rule's descriptor.
    init(rule: Rule, checks: String, why: String, fix: String, docsEntry: String, triggers: String, passes: String, against: String? = nil) {
        self.rule = rule
        (id, defaultSeverity, summary) = (rule.rawValue, rule.defaultSeverity, rule.summary)
        (self.checks, self.why, self.fix, self.docsEntry, self.triggers, self.passes, before) = (checks, why, fix, docsEntry, triggers, passes, nil)
        self.against = against
    }

    /// The heading of the third column of `listspec breaking`'s rule table in Docs/Commands.md.
    package static let breakingDocsHeading = "when"

    /// A diff warning's descriptor (a warning, never an error: the batch update stays valid).
    init(diffWarning: DiffWarning.Rule, summary: String, checks: String, why: String, fix: String, docsEntry: String,
         before: String, triggers: String, passes: String) {
        (rule, id, defaultSeverity, self.summary) = (nil, diffWarning.rawValue, .warning, summary)
        (self.checks, self.why, self.fix, self.docsEntry, self.triggers, self.passes, self.before) = (checks, why, fix, docsEntry, triggers, passes, before)
        against = nil
    }

    /// Lint's rules' descriptors, in `Rule`'s order (what `.listspec.yml`, `--disable` and SARIF name).
    package static var lintRules: [RuleDescriptor] { Rule.lintRules.map(\.descriptor) }

    /// Every descriptor: every rule's (lint's, then `listspec breaking`'s), then diff's warnings.
    package static var all: [RuleDescriptor] { Rule.allCases.map(\.descriptor) + DiffWarning.Rule.allCases.map(\.descriptor) }

    /// The descriptor of the rule with this id, lint's, breaking's or diff's.
    package static func named(_ id: String) -> RuleDescriptor? { all.first { $0.id == id } }

    /// A rule table of Docs/Commands.md: a row per rule with its id, default severity and entry;
    /// lint's (and diff's warnings) by default, `listspec breaking`'s under its own heading.
    package static func docsTable(_ rules: [Rule]? = nil, heading: String = "what it checks") -> String {
        var table = "| rule | severity | \(heading) |\n|---|---|---|\n"
        // Lint's table ends with diff's warnings, which diff prints in brackets as lint prints its rule ids.
        for descriptor in rules.map({ $0.map(\.descriptor) }) ?? lintRules + DiffWarning.Rule.allCases.map(\.descriptor) {
            table += "| `\(descriptor.id)` | \(descriptor.defaultSeverity.rawValue) | \(descriptor.docsEntry) |\n"
        }
        return table
    }
}

extension Rule {
    /// The rule's descriptor (a switch, so a new case without one does not compile).
    package var descriptor: RuleDescriptor {
        switch self {
        case .syntax: return .syntax
        case .limit: return .limit
        case .emptyFile: return .emptyFile
        case .multipleDocuments: return .multipleDocuments
        case .duplicateKey: return .duplicateKey
        case .unknownKey: return .unknownKey
        case .typeMismatch: return .typeMismatch
        case .invalidValue: return .invalidValue
        case .missingKey: return .missingKey
        case .unsupportedVersion: return .unsupportedVersion
        case .sectionOrder: return .sectionOrder
        case .duplicateSectionID: return .duplicateSectionID
        case .cellOrder: return .cellOrder
        case .duplicateCellID: return .duplicateCellID
        case .unknownCellType: return .unknownCellType
        case .unusedCellType: return .unusedCellType
        case .headerZeroHeight: return .headerZeroHeight
        case .negativeHeight: return .negativeHeight
        case .unknownType: return .unknownType
        case .invalidType: return .invalidType
        case .viewModelType: return .viewModelType
        case .unusedSuppression: return .unusedSuppression
        case .commentAsValue: return .commentAsValue
        case .staleBaseline: return .staleBaseline
        case .removedTable: return .removedTable
        case .newCellType: return .newCellType
        case .missingField: return .missingField
        case .changedFieldType: return .changedFieldType
        case .newEnumCase: return .newEnumCase
        case .newerFormat: return .newerFormat
        case .newAction: return .newAction
        case .newHeaderView: return .newHeaderView
        case .fieldMadeOptional: return .fieldMadeOptional
        case .enumCaseAdded: return .enumCaseAdded
        case .fieldTypeChanged: return .fieldTypeChanged
        case .cellTypeAdded: return .cellTypeAdded
        case .removedSpec: return .removedSpec
        }
    }
}
