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

    /// The rule's id, as lint prints it and `.listspec.yml` names it (`section-order`): its raw value.
    public var description: String { rawValue }

    /// The severity of the rule's findings: an error, or a warning for the four warning rules.
    public var defaultSeverity: Severity {
        switch self {
        case .unusedCellType, .headerZeroHeight, .unusedSuppression, .commentAsValue: return .warning
        default: return .error
        }
    }

    /// What the rule checks, in one sentence (what `listspec rules` prints).
    public var summary: String {
        switch self {
        case .syntax: return "The file is not well-formed YAML or strict JSON."
        case .limit: return "The file passes a reader limit (size, nesting, alias expansion, nodes, key or scalar length)."
        case .emptyFile: return "The file holds no document."
        case .multipleDocuments: return "The file holds more than one YAML document."
        case .duplicateKey: return "A map has the same key twice."
        case .unknownKey: return "A key the format does not know (keys starting with x- are extensions)."
        case .typeMismatch: return "A value has the wrong type (an integer where a string belongs, a list as a map key, ...)."
        case .invalidValue: return "A value of the right type outside the allowed set (a style, a height word)."
        case .missingKey: return "A required key (sectionID, cellID, cellType) is missing."
        case .unsupportedVersion: return "The listspec key names a format version other than 1."
        case .sectionOrder: return "sectionIDs must be strictly ascending within a table (a new or moved section takes a free sectionID between its neighbours)."
        case .duplicateSectionID: return "Two sections of one table share a sectionID (a new section takes a free sectionID between its neighbours)."
        case .cellOrder: return "cellIDs must be strictly ascending within a section (a new or moved row takes a free cellID between its neighbours)."
        case .duplicateCellID: return "Two cells of one section share a cellID (a new row takes a free cellID between its neighbours)."
        case .unknownCellType: return "A cell names a cellType that the table's cellTypes does not declare."
        case .unusedCellType: return "A declared cell type that no cell uses."
        case .headerZeroHeight: return "A header or footer height of 0 in a grouped style: UIKit shows the default height; use 0.01 to hide it."
        case .negativeHeight: return "A height or estimatedHeight below zero."
        case .unknownType: return "A type expression names no built-in or declared type."
        case .invalidType: return "A malformed type expression, a bad type name, an enum that is not a list of distinct strings, or a type that contains itself other than through a list or map."
        case .viewModelType: return "A viewModel does not have its declared type."
        case .unusedSuppression: return "A # listspec:disable comment that suppresses no finding, or names an unknown rule or directive."
        case .commentAsValue: return "A YAML value is empty because the text after `key: ` starts with # and so is a comment (`viewModel: #1 Hit` is null)."
        }
    }
}
