// Generated from the rules' files in this folder (each one's `public static let NAME = Rule(`) by
// RuleFileTests: `LISTSPEC_UPDATE_GOLDEN=1 swift test --filter RuleFileTests` writes it. A new rule
// goes last, so each rule keeps its place in what lists them (SARIF's ruleIndex among them).
extension Rule {
    /// Every rule, lint's and `listspec breaking`'s, in the order they were added.
    public static let allCases: [Rule] = [
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
        .smallTapTarget,
    ]
}
