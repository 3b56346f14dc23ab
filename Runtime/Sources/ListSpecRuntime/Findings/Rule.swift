/// Every rule listspec checks, with its default severity and a one-line description.
///
/// A rule prints as its id, as lint writes it: `"\(finding.rule)"` is `section-order`.
public enum Rule: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `syntax`: the file is not well-formed YAML or strict JSON.
    case syntax
    /// `limit`: the file passes a reader limit (size, nesting, alias expansion, nodes, key or scalar length).
    case limit
    /// `empty-file`: the file holds no document.
    case emptyFile = "empty-file"
    /// `multiple-documents`: the file holds more than one YAML document.
    case multipleDocuments = "multiple-documents"
    /// `duplicate-key`: a map has the same key twice.
    case duplicateKey = "duplicate-key"
    /// `unknown-key`: a key the format does not know.
    case unknownKey = "unknown-key"
    /// `type-mismatch`: a value has the wrong type.
    case typeMismatch = "type-mismatch"
    /// `invalid-value`: a value of the right type outside the allowed set.
    case invalidValue = "invalid-value"
    /// `missing-key`: a required key is missing.
    case missingKey = "missing-key"
    /// `unsupported-version`: `listspec:` names a format version other than 1.
    case unsupportedVersion = "unsupported-version"
    /// `section-order`: sectionIDs do not ascend strictly.
    case sectionOrder = "section-order"
    /// `duplicate-section-id`: two sections of a table share a sectionID.
    case duplicateSectionID = "duplicate-section-id"
    /// `cell-order`: cellIDs do not ascend strictly.
    case cellOrder = "cell-order"
    /// `duplicate-cell-id`: two cells of a section share a cellID.
    case duplicateCellID = "duplicate-cell-id"
    /// `unknown-cell-type`: a cell names a cell type its table does not declare.
    case unknownCellType = "unknown-cell-type"
    /// `unused-cell-type`: a declared cell type that no cell uses (a warning).
    case unusedCellType = "unused-cell-type"
    /// `header-zero-height`: a header or footer height of 0 in a grouped style (a warning).
    case headerZeroHeight = "header-zero-height"
    /// `negative-height`: a height below zero.
    case negativeHeight = "negative-height"
    /// `unknown-type`: a type expression names no known type.
    case unknownType = "unknown-type"
    /// `invalid-type`: a malformed type expression or declaration.
    case invalidType = "invalid-type"
    /// `view-model-type`: a viewModel does not have its declared type.
    case viewModelType = "view-model-type"
    /// `unused-suppression`: a suppression comment that suppresses nothing (a warning).
    case unusedSuppression = "unused-suppression"
    /// `comment-as-value`: a YAML value left empty because what follows `key: ` is a comment (a warning).
    case commentAsValue = "comment-as-value"
    /// `stale-baseline`: an entry of a baseline (`lint --baseline`) that matches no finding any more (a warning).
    case staleBaseline = "stale-baseline"

    // The rules of `listspec breaking` and ``SpecCompatibility``: what app builds compiled
    // against an older version of a spec cannot show. They compare two specs, so lint never
    // reports them and its settings do not name them (see ``checksCompatibility``).

    /// `removed-table`: a table of the old spec is not in the new one.
    case removedTable = "removed-table"
    /// `new-cell-type`: a cell has a cell type that old builds register no cell for (a warning
    /// while the type is only declared).
    case newCellType = "new-cell-type"
    /// `missing-field`: a viewModel lacks a field that the old type requires.
    case missingField = "missing-field"
    /// `changed-field-type`: a viewModel, or a part of one, has a type the old type cannot decode
    /// (a warning while only the declared type changed).
    case changedFieldType = "changed-field-type"
    /// `new-enum-case`: a viewModel holds an enum string the old enum lacks (a warning while the
    /// case is only declared).
    case newEnumCase = "new-enum-case"
    /// `newer-format`: the new spec's format version is above the old one's.
    case newerFormat = "newer-format"
    /// `new-action`: a cell has an action no cell of the old table has.
    case newAction = "new-action"
    /// `new-header-view`: a header or footer names a view no header or footer of the old table names.
    case newHeaderView = "new-header-view"
    /// `field-made-optional`: a field the old type requires may now be left out (a warning).
    case fieldMadeOptional = "field-made-optional"
    /// `removed-spec`: a spec of the old version is gone (a warning; `listspec breaking` against a git ref).
    case removedSpec = "removed-spec"

    /// The rule's id, as lint prints it and `.listspec.yml` names it (`section-order`): its raw value.
    public var description: String { rawValue }

    /// Whether the rule compares a spec with an older version of it (`listspec breaking`,
    /// ``SpecCompatibility``) rather than checking one spec (`listspec lint`).
    public var checksCompatibility: Bool {
        switch self {
        case .removedTable, .newCellType, .missingField, .changedFieldType, .newEnumCase, .newerFormat, .newAction,
             .newHeaderView, .fieldMadeOptional, .removedSpec:
            return true
        default:
            return false
        }
    }

    /// The rules `listspec lint` checks, in order: every rule but the compatibility rules.
    package static let lintRules: [Rule] = allCases.filter { !$0.checksCompatibility }

    /// The rules of `listspec breaking`, in order.
    package static let compatibilityRules: [Rule] = allCases.filter(\.checksCompatibility)

    /// The severity of the rule's findings: an error, or a warning for the warning rules.
    public var defaultSeverity: Severity { descriptor.defaultSeverity }

    /// Whether a rule of `listspec breaking` is a warning where the new spec only declares what old
    /// builds cannot read, and no value uses it yet (an error once one does).
    package var warnsWhileOnlyDeclared: Bool {
        self == .newCellType || self == .changedFieldType || self == .newEnumCase
    }

    /// What the rule checks, in one sentence (what `listspec rules` prints).
    public var summary: String { descriptor.summary }
}
