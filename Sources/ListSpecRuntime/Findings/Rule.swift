/// Every rule listspec checks, with its default severity and a one-line description.
///
/// A rule prints as its id, as lint writes it: `"\(finding.rule)"` is `section-order`.
public enum Rule: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `syntax`: the file is not well-formed YAML or strict JSON.
    case syntax
    /// `limit`: the file passes a reader limit (see ``ReaderLimits``).
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
    /// `new-cell-type`: a cell has a cell type that old builds register no cell for.
    case newCellType = "new-cell-type"
    /// `missing-field`: a viewModel lacks a field that the old type requires.
    case missingField = "missing-field"
    /// `changed-field-type`: a viewModel, or a part of one, has a type the old type cannot decode.
    case changedFieldType = "changed-field-type"
    /// `new-enum-case`: a viewModel holds an enum string the old enum lacks.
    case newEnumCase = "new-enum-case"
    /// `newer-format`: the new spec's format version is above the old one's.
    case newerFormat = "newer-format"
    /// `new-action`: a cell has an action no cell of the old table has.
    case newAction = "new-action"
    /// `new-header-view`: a header or footer names a view no header or footer of the old table names.
    case newHeaderView = "new-header-view"
    /// `field-made-optional`: a field the old type requires may now be left out (a warning).
    case fieldMadeOptional = "field-made-optional"
    /// `enum-case-added`: an enum declares a case the old enum lacks, not yet used (a warning).
    case enumCaseAdded = "enum-case-added"
    /// `field-type-changed`: a declared type changed so that old builds cannot read all its values, though none shows it yet (a warning).
    case fieldTypeChanged = "field-type-changed"
    /// `cell-type-added`: a declared cell type old builds do not register, not yet used (a warning).
    case cellTypeAdded = "cell-type-added"
    /// `removed-spec`: a spec of the old version is gone (a warning; `listspec breaking` against a git ref).
    case removedSpec = "removed-spec"

    /// The rule's id, as lint prints it and `.listspec.yml` names it (`section-order`): its raw value.
    public var description: String { rawValue }

    /// Whether the rule compares a spec with an older version of it (`listspec breaking`,
    /// ``SpecCompatibility``) rather than checking one spec (`listspec lint`).
    public var checksCompatibility: Bool {
        switch self {
        case .removedTable, .newCellType, .missingField, .changedFieldType, .newEnumCase, .newerFormat, .newAction,
             .newHeaderView, .fieldMadeOptional, .enumCaseAdded, .fieldTypeChanged, .cellTypeAdded, .removedSpec:
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
    public var defaultSeverity: Severity { basics.severity }

    /// What the rule checks, in one sentence (what `listspec rules` prints).
    public var summary: String { basics.summary }

    /// Each rule's default severity and summary, a line per rule; its help, its entry in the
    /// docs and its examples are ListSpec's `RuleDescriptor`.
    private var basics: (severity: Severity, summary: String) {
        switch self {
        case .syntax: return (.error, "The file is not well-formed YAML or strict JSON.")
        case .limit: return (.error, "The file passes a reader limit (size, nesting, alias expansion, nodes, key or scalar length).")
        case .emptyFile: return (.error, "The file holds no document.")
        case .multipleDocuments: return (.error, "The file holds more than one YAML document.")
        case .duplicateKey: return (.error, "A map has the same key twice.")
        case .unknownKey: return (.error, "A key the format does not know (keys starting with x- are extensions).")
        case .typeMismatch: return (.error, "A value has the wrong type (an integer where a string belongs, a list as a map key, ...).")
        case .invalidValue: return (.error, "A value of the right type outside the allowed set (a style, a height word).")
        case .missingKey: return (.error, "A required key (sectionID, cellID, cellType) is missing.")
        case .unsupportedVersion: return (.error, "The listspec key names a format version other than 1.")
        case .sectionOrder: return (.error, "sectionIDs must be strictly ascending within a table (a new or moved section takes a free sectionID between its neighbours).")
        case .duplicateSectionID: return (.error, "Two sections of one table share a sectionID (a new section takes a free sectionID between its neighbours).")
        case .cellOrder: return (.error, "cellIDs must be strictly ascending within a section (a new or moved row takes a free cellID between its neighbours).")
        case .duplicateCellID: return (.error, "Two cells of one section share a cellID (a new row takes a free cellID between its neighbours).")
        case .unknownCellType: return (.error, "A cell names a cellType that the table's cellTypes does not declare.")
        case .unusedCellType: return (.warning, "A declared cell type that no cell uses.")
        case .headerZeroHeight: return (.warning, "A header or footer height of 0 in a grouped style: UIKit shows the default height; use 0.01 to hide it.")
        case .negativeHeight: return (.error, "A height or estimatedHeight below zero.")
        case .unknownType: return (.error, "A type expression names no built-in or declared type.")
        case .invalidType: return (.error, "A malformed type expression, a bad type name, an enum that is not a list of distinct strings, or a type that contains itself other than through a list or map.")
        case .viewModelType: return (.error, "A viewModel does not have its declared type.")
        case .unusedSuppression: return (.warning, "A # listspec:disable comment that suppresses no finding, or names an unknown rule or directive.")
        case .commentAsValue: return (.warning, "A YAML value is empty because the text after `key: ` starts with # and so is a comment (`viewModel: #1 Hit` is null).")
        case .staleBaseline: return (.warning, "An entry of a baseline file (lint --baseline) that matches no finding any more.")
        case .removedTable: return (.error, "A table of the old spec is not in the new one: old builds that show it find no table.")
        case .newCellType: return (.error, "A cell has a cell type the old table does not declare (or, declaring none, does not use): old builds register no cell for it.")
        case .missingField: return (.error, "A viewModel lacks a field that the old spec's type for it requires: old builds fail to decode it.")
        case .changedFieldType: return (.error, "A viewModel, or a part of one, has a type that the old spec's type cannot decode.")
        case .newEnumCase: return (.error, "A viewModel holds an enum string that the old spec's enum lacks: old builds fail to decode it.")
        case .newerFormat: return (.error, "The new spec's listspec format version is above the old spec's.")
        case .newAction: return (.error, "A cell has an action that no cell of the old table has: old builds' Action enum cannot hold it.")
        case .newHeaderView: return (.error, "A header or footer names a view that no header or footer of the old table names: old builds register no view for it.")
        case .fieldMadeOptional: return (.warning, "A field the old spec's type requires may now be left out (no value leaves it out yet).")
        case .enumCaseAdded: return (.warning, "An enum declares a case the old spec's enum lacks (no value uses it yet).")
        case .fieldTypeChanged: return (.warning, "A declared type changed so that old builds cannot read all its values (no value shows it yet).")
        case .cellTypeAdded: return (.warning, "A declared cell type that old builds do not register (no cell uses it yet).")
        case .removedSpec: return (.warning, "A spec of the old version is gone: old builds that load it find nothing.")
        }
    }
}
