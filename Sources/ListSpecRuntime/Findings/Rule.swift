/// Every rule listspec checks, with its default severity and a one-line description.
public enum Rule: String, CaseIterable, Sendable {
    case syntax
    case limit
    case emptyFile = "empty-file"
    case multipleDocuments = "multiple-documents"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case typeMismatch = "type-mismatch"
    case invalidValue = "invalid-value"
    case missingKey = "missing-key"
    case unsupportedVersion = "unsupported-version"
    case sectionOrder = "section-order"
    case duplicateSectionID = "duplicate-section-id"
    case cellOrder = "cell-order"
    case duplicateCellID = "duplicate-cell-id"
    case unknownCellType = "unknown-cell-type"
    case unusedCellType = "unused-cell-type"
    case headerZeroHeight = "header-zero-height"
    case negativeHeight = "negative-height"
    case unknownType = "unknown-type"
    case invalidType = "invalid-type"
    case viewModelType = "view-model-type"
    case unusedSuppression = "unused-suppression"

    public var defaultSeverity: Severity {
        switch self {
        case .unusedCellType, .headerZeroHeight, .unusedSuppression: return .warning
        default: return .error
        }
    }

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
        case .sectionOrder: return "sectionIDs must be strictly ascending within a table."
        case .duplicateSectionID: return "Two sections of one table share a sectionID."
        case .cellOrder: return "cellIDs must be strictly ascending within a section."
        case .duplicateCellID: return "Two cells of one section share a cellID."
        case .unknownCellType: return "A cell names a cellType that the table's cellTypes does not declare."
        case .unusedCellType: return "A declared cell type that no cell uses."
        case .headerZeroHeight: return "A header or footer height of 0 in a grouped style: UIKit shows the default height; use 0.01 to hide it."
        case .negativeHeight: return "A height or estimatedHeight below zero."
        case .unknownType: return "A type expression names no built-in or declared type."
        case .invalidType: return "A malformed type expression, a bad type name, an enum that is not a list of distinct strings, or a type that contains itself other than through a list or map."
        case .viewModelType: return "A viewModel does not have its declared type."
        case .unusedSuppression: return "A # listspec:disable comment that suppresses no finding, or names an unknown rule or directive."
        }
    }
}
