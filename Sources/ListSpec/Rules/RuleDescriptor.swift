import ListSpecRuntime

/// Everything said about one rule, in one place (a file per rule in this folder): the runtime's
/// `Rule` gives its id, default severity and summary (an app links those); the descriptor adds
/// the help `listspec rules` and SARIF show, its entry in the rule table of Docs/Commands.md, and
/// two examples a test lints. Adding a rule is its case in `Rule`, a descriptor here and its check.
package struct RuleDescriptor: Sendable {
    package let rule: Rule
    /// What the rule checks, as its help says it.
    package let checks: String
    /// Why UIKit (or an app reading the spec) cares.
    package let why: String
    /// How to fix a finding.
    package let fix: String
    /// The rule's "what it checks" cell in the rule table of Docs/Commands.md (Markdown).
    package let docsEntry: String
    /// A spec (YAML) the rule fires on.
    package let triggers: String
    /// A spec like it that lints clean.
    package let passes: String
    /// For a rule of `listspec breaking`: the old version that `triggers` breaks and `passes` does
    /// not (nil for a lint rule; empty for `removed-spec`, which needs no example spec).
    package var against: String? = nil

    package var id: String { rule.rawValue }
    package var defaultSeverity: Severity { rule.defaultSeverity }
    package var summary: String { rule.summary }

    /// The heading of the third column of `listspec breaking`'s rule table in Docs/Commands.md.
    package static let breakingDocsHeading = "when"

    /// Every rule's descriptor, in `Rule`'s order.
    package static var all: [RuleDescriptor] { Rule.allCases.map(\.descriptor) }

    /// A rule table of Docs/Commands.md: a row per rule with its id, default severity and entry;
    /// lint's by default, `listspec breaking`'s under its own heading.
    package static func docsTable(_ rules: [Rule] = Rule.lintRules, heading: String = "what it checks") -> String {
        var table = "| rule | severity | \(heading) |\n|---|---|---|\n"
        for descriptor in rules.map(\.descriptor) {
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
